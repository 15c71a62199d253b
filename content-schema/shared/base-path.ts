/**
 * The path prefix the site is served under: '' at the root of a host,
 * '/rslib' for `/rslib/` (GitHub Pages project sites). Pure: the settings
 * read it from BASE_PATH, the browser from Remix's basename.
 */
export function normalizeBase(value: string | undefined): string {
  const trimmed = (value ?? '').trim().replace(/\/+$/, '');
  if (!trimmed) return '';
  if (!/^\/[\w.~-]+(\/[\w.~-]+)*$/.test(trimmed)) {
    throw new Error(`BASE_PATH must be a path such as /rslib/ (got "${value}")`);
  }
  return trimmed;
}
