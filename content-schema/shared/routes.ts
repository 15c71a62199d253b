/**
 * Route paths: normalisation, the language prefix and which links leave the
 * site. Pure, shared by build and browser.
 *
 * `content-schema/shared/` holds the pure modules that both the content
 * build (`content-schema/`) and the app (`app/`) use. Dependencies between
 * the two folders go one way: `app/` imports `content-schema/` (types, these
 * modules), `content-schema/` never imports `app/` (tests/unit/import-graph
 * checks it).
 */

export const LANGS = ['en', 'zh'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The one spelling of a path: decoded, no `.html`, a trailing `/index` turned
 * into `/`, a single leading slash and no doubled slashes.
 */
export function normalizeRoutePath(path: string): string {
  let p = safeDecode(path.split(/[?#]/)[0]).replace(/\/{2,}/g, '/');
  if (!p.startsWith('/')) p = `/${p}`;
  p = p.replace(/\.html$/, '');
  p = p.replace(/\/index$/, '/');
  return p;
}

/** `/zh/guide/x` -> `{ lang: 'zh', path: '/guide/x' }`; paths without a prefix are English. */
export function splitLang(path: string): { lang: Lang; path: string } {
  const match = /^\/(zh)(\/.*)?$/.exec(path);
  if (!match) return { lang: DEFAULT_LANG, path };
  return { lang: match[1] as Lang, path: match[2] || '/' };
}

/** The same page in `lang`: `localizePath('/guide/x', 'zh')` -> `/zh/guide/x`. */
export function localizePath(path: string, lang: Lang): string {
  const bare = splitLang(path).path;
  if (lang === DEFAULT_LANG) return bare;
  return bare === '/' ? `/${lang}/` : `/${lang}${bare}`;
}

/** `en/guide/start/index.md` -> `/guide/start/`; `zh/guide/x.md` -> `/zh/guide/x`. */
export function routePathOf(sourceFilePath: string): string {
  const [lang, ...rest] = sourceFilePath.replace(/\\/g, '/').split('/');
  const path = normalizeRoutePath(`/${rest.join('/').replace(/\.md$/, '')}`);
  return localizePath(path, lang as Lang);
}

/** The language a source file belongs to, from its first folder. */
export function langOfSource(sourceFilePath: string): Lang {
  return sourceFilePath.startsWith('zh/') ? 'zh' : 'en';
}

/**
 * `/zh/zh/guide/x` -> `/zh/guide/x`: a doubled language prefix (a relative link
 * gone wrong) is sent to the page that was meant. Undefined when not doubled.
 */
export function dedupeLangPrefix(pathname: string): string | undefined {
  const match = /^\/(zh)\/\1(\/.*|$)/.exec(pathname);
  if (!match) return undefined;
  return `/${match[1]}${match[2] || '/'}`;
}

/**
 * `/en/guide/x` -> `/guide/x`, `/en` -> `/`: the default language's pages have
 * no prefix, so a path written with one is sent to the page without it.
 * Undefined when the path has no such prefix.
 */
export function withoutDefaultLangPrefix(pathname: string): string | undefined {
  const match = new RegExp(`^/${DEFAULT_LANG}(/.*)?$`).exec(pathname);
  return match ? match[1] || '/' : undefined;
}

/**
 * Whether a link leaves the site: it has a URL scheme (`https:`, `mailto:`,
 * `git+https:`) or is protocol-relative (`//host`). Such links are never
 * given a language prefix, in pages or in the navigation.
 */
export function isExternalLink(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}
