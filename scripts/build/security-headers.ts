/**
 * Security headers, in two places:
 *
 * - **In each page**, a `<meta http-equiv="Content-Security-Policy">` that the
 *   prerender fills in (`withPagePolicy`): scripts run only from this origin or
 *   when their sha256 is listed, and the list holds exactly the hashes of that
 *   page's inline scripts (the theme script, Remix's context and route-module
 *   scripts, scroll restoration, the 404 page's redirect). No `'unsafe-inline'`
 *   for scripts. Client navigation only adds same-origin module files, which
 *   `'self'` covers.
 * - **Site-wide**, in `_headers` (Netlify and Cloudflare Pages format, read by
 *   `npm start` too): what a meta cannot carry (`frame-ancestors`), the other
 *   security headers and long caching of hashed files. A handful of rules
 *   whatever the page count. The header CSP never names `script-src` or
 *   `default-src`: the browser enforces both policies, and a header
 *   `script-src` would block the hashed inline scripts.
 */
import { createHash } from 'node:crypto';
import type { SearchConfig } from '../../app/lib/search/config';

const COMMON_HEADERS: Record<string, string> = {
  // Directives a meta policy ignores (frame-ancestors) or that hold for every file, HTML or not.
  'Content-Security-Policy': "frame-ancestors 'self'; object-src 'none'; base-uri 'self'; form-action 'self'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** sha256 sources of every inline `<script>` of a page, in document order, without repeats. */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.add(`'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The policy of one page, for its meta tag (so without `frame-ancestors`, which a meta cannot set). */
function pagePolicy(html: string, search: SearchConfig): string {
  const algolia =
    search.mode === 'algolia'
      ? ` https://${search.appId}-dsn.algolia.net https://*.algolianet.com https://insights.algolia.io`
      : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}${search.mode === 'algolia' ? ' https://cdn.jsdelivr.net' : ''}`,
    // Inline styles: React style attributes (logo scale), the progress bar and the search dialog position themselves.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https://assets.rspack.rs",
    "font-src 'self'",
    `connect-src 'self'${algolia}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** The CSP meta as React writes it (root.tsx), whatever its content. */
const CSP_META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/g;

/**
 * The rendered page with its CSP meta filled in. Throws unless the page has
 * exactly one, ahead of every script, stylesheet and style element.
 */
export function withPagePolicy(html: string, search: SearchConfig, page: string): string {
  const metas = [...html.matchAll(CSP_META)];
  if (metas.length !== 1) {
    throw new Error(`Prerender: ${page} has ${metas.length} CSP meta tags, expected 1 (see app/lib/csp.ts)`);
  }
  const at = metas[0].index;
  const governed = html.search(/<(script|link|style)\b/);
  if (governed !== -1 && governed < at) {
    throw new Error(
      `Prerender: ${page} has a script or stylesheet before its CSP meta, which would escape it`,
    );
  }
  const policy = pagePolicy(html, search).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `${html.slice(0, at)}<meta http-equiv="Content-Security-Policy" content="${policy}"/>${html.slice(at + metas[0][0].length)}`;
}

/**
 * `_headers`: site-wide rules only, the same few at any page count. Paths are
 * from the root of `dist/` (under `BASE_PATH`, `npm start` matches them after
 * taking the prefix off).
 */
export function headersFile(): string {
  const block = (path: string, headers: Record<string, string>) =>
    [path, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n');
  return (
    [
      block('/*', COMMON_HEADERS),
      // Remix's build output: every file name carries a hash of its content.
      block('/assets/*', { 'Cache-Control': IMMUTABLE }),
      // The search shards: their folder is named after a hash of its files (index.<lang>.json is not).
      block('/search/:version/*', { 'Cache-Control': IMMUTABLE }),
    ].join('\n\n') + '\n'
  );
}
