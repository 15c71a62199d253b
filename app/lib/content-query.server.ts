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
import { LANGS, localizePath, normalizeRoutePath, splitLang, type Lang } from './routes';
import { findSidebar, prevNext } from './sidebar';
import type { PageLinkRef, SidebarNode } from './types';

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

/** The nav bar and sidebars of a language (`content/<lang>/_navigation.yaml`). */
export function navigationOf(lang: Lang, index: ContentIndex = getContent()): LangNavigation {
  return index.navigation[lang];
}

/** The sidebar a page shows: the one of its section, empty when the page turns it off. */
export function sidebarOf(page: PageRecord, index: ContentIndex = getContent()): SidebarNode[] {
  if (!page.sidebar) return [];
  return findSidebar(navigationOf(page.lang, index).sidebars, splitLang(page.route).path)?.items ?? [];
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
  return index.pages.get(localizePath(splitLang(route).path, lang));
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
