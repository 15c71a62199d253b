/**
 * Every question asked of the content, answered in one place: a page by its
 * route, every route, a language's navigation, a page's sidebar and pager,
 * the blog posts in order and a page's title. The loader (through
 * page-data.server.ts), the prerender, the feeds, sitemap, llms files,
 * Markdown copies, search index, overview and the build's content checks all
 * ask here, so each rule is written once. Each query reads the current
 * content index unless it is handed one (the checks pass theirs).
 */
import { siteConfig } from '~/config/site';
import { getContent, type ContentIndex, type LangNavigation, type PageRecord } from './content.server';
import { CURRENT_VERSION, VERSIONS } from '../../content-schema/shared/versions';
import {
  joinRoute,
  LANGS,
  localizePath,
  normalizeRoutePath,
  splitLang,
  splitRoute,
  type Lang,
} from './routes';
import { findSidebar, prevNext } from './sidebar';
import type { PageLinkRef, SidebarNode, VersionLink } from './types';

export type { ContentIndex, LangNavigation, PageRecord };
export type BlogPostRecord = Extract<PageRecord, { kind: 'blog' }>;

/** The page at a URL path; `/guide/start` finds the index page `/guide/start/` and the other way round. */
export function findPage(urlPath: string, index: ContentIndex = getContent()): PageRecord | undefined {
  const path = normalizeRoutePath(urlPath);
  return index.pages.get(path) ?? index.pages.get(path.endsWith('/') ? path.slice(0, -1) : `${path}/`);
}

/**
 * The title of a page: its frontmatter `title`, else (when the site allows
 * it, `fallbackHeadingTitle`) the text of its h1, else empty, which the
 * content checks report.
 */
export function pageTitle(page: PageRecord): string {
  return page.title ?? (siteConfig.themeConfig.fallbackHeadingTitle ? page.compiled.headingTitle : '');
}

/** Every routed page path of both languages, sorted. */
export function allRoutes(index: ContentIndex = getContent()): string[] {
  return [...index.pages.keys()].sort();
}

/** Every page, in route order; of one language when `lang` is given. */
export function allPages(lang?: Lang, index: ContentIndex = getContent()): PageRecord[] {
  return [...index.pages.values()]
    .filter((page) => !lang || page.lang === lang)
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** The nav bar and sidebars of a language of a version (`content/<lang>/_navigation.yaml`, the current version's by default). */
export function navigationOf(
  lang: Lang,
  index: ContentIndex = getContent(),
  version = CURRENT_VERSION,
): LangNavigation {
  return index.navigation[version]?.[lang] ?? { nav: [], sidebars: [], sourceFilePath: '' };
}

/** The sidebar a page shows: the one of its section, empty when the page turns it off. */
export function sidebarOf(page: PageRecord, index: ContentIndex = getContent()): SidebarNode[] {
  if (!page.sidebar) return [];
  return (
    findSidebar(navigationOf(page.lang, index, page.version).sidebars, splitLang(page.route).path)?.items ??
    []
  );
}

/** The previous and next pages around a page, in the order of its sidebar. */
export function pagerOf(
  page: PageRecord,
  index: ContentIndex = getContent(),
): { prev?: PageLinkRef; next?: PageLinkRef } {
  return prevNext(sidebarOf(page, index), page.route);
}

/** The blog posts of a language, newest first. */
export function blogPosts(lang: Lang, index: ContentIndex = getContent()): BlogPostRecord[] {
  return [...index.pages.values()]
    .filter((p): p is BlogPostRecord => p.kind === 'blog' && p.lang === lang)
    .sort((a, b) => b.date.localeCompare(a.date) || a.route.localeCompare(b.route));
}

/** The same page in another language (the exact twin path), if it exists. */
export function twinOf(
  route: string,
  lang: Lang,
  index: ContentIndex = getContent(),
): PageRecord | undefined {
  return index.pages.get(localizePath(route, lang));
}

/** The same page in each language, or that language's home when the page has no twin there. */
export function alternatesOf(
  route: string,
  index: ContentIndex = getContent(),
): { lang: Lang; path: string; exists: boolean }[] {
  return LANGS.map((lang) => {
    const twin = twinOf(route, lang, index);
    return { lang, path: twin ? twin.route : localizePath('/', lang), exists: !!twin };
  });
}

/**
 * The same page in each version the site has, for the version switcher and
 * an archived page's banner: the page itself where the version has it
 * (`exact`), else the nearest section that version has (a parent page, or
 * the nav entry of the section), else the version's home. Never a 404.
 */
export function versionLinksOf(route: string, index: ContentIndex = getContent()): VersionLink[] {
  const { lang, path } = splitRoute(route);
  return index.versions.map((name) => {
    const { label, current } = VERSIONS.find((v) => v.name === name)!;
    const exact = findPage(joinRoute(name, lang, path), index);
    const link = exact?.route ?? nearestRoute(name, lang, path, index);
    return { name, label, current: !!current, link, exact: !!exact };
  });
}

function nearestRoute(version: string, lang: Lang, path: string, index: ContentIndex): string {
  for (let parent = path.replace(/[^/]+\/?$/, ''); parent !== '/'; parent = parent.replace(/[^/]+\/$/, '')) {
    const page = findPage(joinRoute(version, lang, parent), index);
    if (page) return page.route;
  }
  const section = navigationOf(lang, index, version).nav.find(
    (item) => item.activeMatch && item.link && new RegExp(item.activeMatch).test(path),
  );
  // The section's own page in that version (not a page the site keeps once, such as the blog).
  if (section?.link && findPage(section.link, index)?.version === version) return section.link;
  return joinRoute(version, lang, '/');
}
