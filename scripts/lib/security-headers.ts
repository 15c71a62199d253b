/**
 * Security headers for static hosts (`_headers`, Netlify/Cloudflare format)
 * and for `npm start`. Scripts run only from this origin or when their hash
 * is listed: each page's CSP names the hashes of its own inline scripts (the
 * theme script and Remix's hydration data).
 */
import { createHash } from 'node:crypto';
import type { SearchConfig } from '../../app/lib/search/config';

const COMMON_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

const ASSET_CACHE = 'public, max-age=31536000, immutable';

/** sha256 sources of every inline `<script>` of a page. */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.add(`'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export function contentSecurityPolicy(html: string, search: SearchConfig): string {
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
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The `_headers` file: common headers everywhere, long caching for hashed assets, a CSP per page. */
export function headersFile(pages: { paths: string[]; csp: string }[]): string {
  const block = (path: string, headers: Record<string, string>) =>
    [path, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n');
  return (
    [
      block('/*', COMMON_HEADERS),
      block('/assets/*', { 'Cache-Control': ASSET_CACHE }),
      ...pages.flatMap(({ paths, csp }) => paths.map((p) => block(p, { 'Content-Security-Policy': csp }))),
    ].join('\n\n') + '\n'
  );
}
