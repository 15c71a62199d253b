/**
 * The one reader of `_headers` (Netlify and Cloudflare Pages format): a path
 * pattern on its own line, its headers indented below it, `#` comments.
 * `npm start` serves a build with it, and the tests read the built file with it.
 */
export function parseHeadersFile(text: string): { path: string; headers: [string, string][] }[] {
  const rules: { path: string; headers: [string, string][] }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const at = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || at === -1) throw new Error(`_headers: "${line.trim()}" is not a header under a path`);
    rule.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
  }
  return rules;
}

/**
 * A rule's path as a glob over file paths (serve-handler's `headers`): a
 * placeholder (`:name`) matches one path segment, a splat (`*`) the rest.
 */
export function headersPathToGlob(pattern: string): string {
  return pattern.replace(/:\w+/g, '*').replace(/\*$/, '**');
}
