/**
 * Whether global extras (image zoom, alternate feed links) are on: off with
 * frontmatter `globalUIComponents: false` or the `?globalUIComponents=0` query.
 */
export function globalUIEnabled(frontmatter: boolean, search: string): boolean {
  return frontmatter && new URLSearchParams(search).get('globalUIComponents') !== '0';
}
