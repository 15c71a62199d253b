/**
 * What is wrong with the Content-Security-Policy meta of a built page, read
 * with an HTML parser (independently of the prerender's own regex): it must
 * be the only one, in `<head>`, ahead of every script and stylesheet, and
 * list exactly the sha256 of each inline script of the page, with no
 * 'unsafe-inline' or 'unsafe-eval' for scripts.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';

// jsdom (a devDependency, for the DOM tests) ships no types; this is the part used here.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: Window & typeof globalThis };
};

export function pagePolicyProblems(html: string): string[] {
  const { document, Node } = new JSDOM(html).window;
  const metas = document.querySelectorAll('meta[http-equiv="Content-Security-Policy" i]');
  if (metas.length !== 1) return [`${metas.length} CSP meta tags, expected 1`];
  const meta = metas[0];
  const problems: string[] = [];
  if (meta.parentElement !== document.head) problems.push('the CSP meta is not in <head>');
  const first = document.querySelector('script, link, style');
  if (first && !(meta.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING)) {
    problems.push(`<${first.localName}> comes before the CSP meta, which does not govern it`);
  }
  const directives = new Map<string, string[]>(
    (meta.getAttribute('content') ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]): [string, string[]] => [name, sources]),
  );
  if (directives.has('frame-ancestors'))
    problems.push('frame-ancestors in a meta (browsers ignore it there)');
  if (directives.get('default-src')?.join(' ') !== "'self'") problems.push("default-src is not 'self'");
  const scriptSrc = directives.get('script-src');
  if (!scriptSrc) return [...problems, 'no script-src'];
  for (const bad of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:']) {
    if (scriptSrc.includes(bad)) problems.push(`script-src allows ${bad}`);
  }
  const listed = new Set(scriptSrc.filter((s) => s.startsWith("'sha256-")));
  const inline = new Set(
    [...document.querySelectorAll('script:not([src])')].map(
      (s) =>
        `'sha256-${createHash('sha256')
          .update(s.textContent ?? '', 'utf8')
          .digest('base64')}'`,
    ),
  );
  if (inline.size === 0) problems.push('no inline script found (the theme script should be there)');
  for (const hash of inline) if (!listed.has(hash)) problems.push(`inline script ${hash} is not listed`);
  for (const hash of listed)
    if (!inline.has(hash)) problems.push(`listed hash ${hash} matches no inline script`);
  return problems;
}
