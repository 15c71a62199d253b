/**
 * Route paths: normalisation, the version and language prefixes (version
 * first: `/v0.11/zh/guide/x`; the current version and English carry none)
 * and which links leave the site. Pure, shared by build and browser.
 *
 * `content-schema/shared/` holds the pure modules that both the content
 * build (`content-schema/`) and the app (`app/`) use. Dependencies between
 * the two folders go one way: `app/` imports `content-schema/` (types, these
 * modules), `content-schema/` never imports `app/` (tests/unit/import-graph
 * checks it).
 */

import { archiveFolder, CURRENT_VERSION, SITE_SECTIONS, VERSIONS, versionPrefix } from './versions';

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

/** The archived version whose folder (and prefix) is `segment`: `v0.11` -> `0.11`. */
const ARCHIVES = new Map(VERSIONS.filter((v) => !v.current).map((v) => [archiveFolder(v.name), v.name]));

/**
 * `/v0.11/zh/guide/x` -> `{ version: '0.11', lang: 'zh', path: '/guide/x' }`:
 * a route's version (the current one without a prefix), language (English
 * without one) and the path inside them.
 */
export function splitRoute(route: string): { version: string; lang: Lang; path: string } {
  const versioned = /^\/([^/]+)(\/.*)?$/.exec(route);
  const archived = versioned && ARCHIVES.get(versioned[1]);
  const version = archived ?? CURRENT_VERSION;
  const rest = archived ? versioned[2] || '/' : route;
  const match = /^\/(zh)(\/.*)?$/.exec(rest);
  return match
    ? { version, lang: match[1] as Lang, path: match[2] || '/' }
    : { version, lang: DEFAULT_LANG, path: rest };
}

/** The route of `path` in a version and language: `joinRoute('0.11', 'zh', '/guide/x')` -> `/v0.11/zh/guide/x`. */
export function joinRoute(version: string, lang: Lang, path: string): string {
  const prefix = `${versionPrefix(version)}${lang === DEFAULT_LANG ? '' : `/${lang}`}`;
  return prefix && path === '/' ? `${prefix}/` : `${prefix}${path}`;
}

/**
 * The route a link means, written as writers write it (a site path without
 * version or language) on a page of `version` and `lang`:
 * `linkRoute('/guide/x', '0.11', 'zh')` -> `/v0.11/zh/guide/x`. The site's own
 * sections (the blog) exist once, in the current version.
 */
export function linkRoute(path: string, version: string, lang: Lang): string {
  const ofSite = SITE_SECTIONS.some((section) => `${path}/`.startsWith(section));
  return joinRoute(ofSite ? CURRENT_VERSION : version, lang, path);
}

/** `/zh/guide/x` -> `{ lang: 'zh', path: '/guide/x' }`; paths without a prefix are English (the version is left out). */
export function splitLang(path: string): { lang: Lang; path: string } {
  const { lang, path: bare } = splitRoute(path);
  return { lang, path: bare };
}

/** The same page in `lang`, in the same version: `localizePath('/v0.11/guide/x', 'zh')` -> `/v0.11/zh/guide/x`. */
export function localizePath(path: string, lang: Lang): string {
  const { version, path: bare } = splitRoute(path);
  return joinRoute(version, lang, bare);
}

/**
 * `en/guide/start/index.md` -> `/guide/start/`; `zh/guide/x.md` -> `/zh/guide/x`;
 * an archived version's `v0.11/zh/guide/x.md` -> `/v0.11/zh/guide/x`.
 */
export function routePathOf(sourceFilePath: string): string {
  const { version, lang, rest } = sourceParts(sourceFilePath);
  return joinRoute(version, lang, normalizeRoutePath(`/${rest.replace(/\.md$/, '')}`));
}

/** The version, language and path inside them of a content file (relative to the content folder). */
export function sourceParts(sourceFilePath: string): { version: string; lang: Lang; rest: string } {
  const segments = sourceFilePath.replace(/\\/g, '/').split('/');
  const archived = ARCHIVES.get(segments[0]);
  if (archived) segments.shift();
  const [lang, ...rest] = segments;
  return { version: archived ?? CURRENT_VERSION, lang: lang === 'zh' ? 'zh' : 'en', rest: rest.join('/') };
}

/** The inverse of `sourceParts`: `sourcePathOf('0.11', 'zh', 'guide/x.md')` -> `v0.11/zh/guide/x.md`. */
export function sourcePathOf(version: string, lang: Lang, rest: string): string {
  const folder = version === CURRENT_VERSION ? lang : `${archiveFolder(version)}/${lang}`;
  return `${folder}/${rest}`;
}

/**
 * A file pattern over the language folders of every version, relative to the
 * content folder: `inside` under `{en,zh,v0.11/en,v0.11/zh}/`.
 */
export function contentPattern(inside: string): string {
  const folders = [
    ...LANGS,
    ...[...ARCHIVES.keys()].flatMap((archive) => LANGS.map((lang) => `${archive}/${lang}`)),
  ];
  return `{${folders.join(',')}}/${inside}`;
}

/** The language a source file belongs to, from its language folder. */
export function langOfSource(sourceFilePath: string): Lang {
  return sourceParts(sourceFilePath).lang;
}

/**
 * `/zh/zh/guide/x` -> `/zh/guide/x` (`/v0.11/zh/zh/x` -> `/v0.11/zh/x`): a
 * doubled language prefix (a relative link gone wrong) is sent to the page
 * that was meant. Undefined when not doubled.
 */
export function dedupeLangPrefix(pathname: string): string | undefined {
  const { version } = splitRoute(pathname);
  const inside = pathname.slice(versionPrefix(version).length);
  const match = /^\/(zh)\/\1(\/.*|$)/.exec(inside);
  if (!match) return undefined;
  return `${versionPrefix(version)}/${match[1]}${match[2] || '/'}`;
}

/**
 * `/en/guide/x` -> `/guide/x`, `/en` -> `/`, `/v0.11/en/x` -> `/v0.11/x`: the
 * default language's pages have no prefix, so a path written with one is
 * sent to the page without it.
 * Undefined when the path has no such prefix.
 */
export function withoutDefaultLangPrefix(pathname: string): string | undefined {
  const { version } = splitRoute(pathname);
  const prefix = versionPrefix(version);
  const match = new RegExp(`^/${DEFAULT_LANG}(/.*)?$`).exec(pathname.slice(prefix.length));
  return match ? `${prefix}${oneLeadingSlash(match[1] || '/')}` : undefined;
}

/**
 * `//evil.example/x` -> `/evil.example/x`: a redirect target starts with one
 * slash, never two (or a backslash, which browsers read as a slash), which
 * would make it a link to another host (`/en//evil.example/x` is an open
 * redirect otherwise).
 */
const oneLeadingSlash = (path: string) => path.replace(/^[/\\]+/, '/');

/**
 * Whether a link leaves the site: it has a URL scheme (`https:`, `mailto:`,
 * `git+https:`) or is protocol-relative (`//host`). Such links are never
 * given a language prefix, in pages or in the navigation.
 */
export function isExternalLink(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}
