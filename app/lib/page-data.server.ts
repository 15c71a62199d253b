/** Builds the one typed object a page route needs. */
import { localeConfig, siteConfig } from '~/config/site';
import { rstackFor } from '~/config/tool-cards.server';
import { getContent, type PageRecord } from './content.server';
import { lastUpdatedDates } from './last-updated.server';
import { overviewGroups } from './overview.server';
import { LANGS, localizePath, normalizeRoutePath, splitLang, type Lang } from './routes';
import { searchConfigFromEnv } from './search/config';
import { findSidebar, prevNext } from './sidebar';
import type { BlogPostSummary, HeadTag, PageData } from './types';

/** The record for a URL path, accepting `/guide/start` for the index page `/guide/start/`. */
export function findPage(urlPath: string): PageRecord | undefined {
  const { pages } = getContent();
  const path = normalizeRoutePath(urlPath);
  return pages.get(path) ?? pages.get(path.endsWith('/') ? path.slice(0, -1) : `${path}/`);
}

export function pageTitle(page: PageRecord): string {
  return page.title ?? (siteConfig.themeConfig.fallbackHeadingTitle ? page.compiled.headingTitle : '');
}

function blogPosts(lang: Lang): BlogPostSummary[] {
  return [...getContent().pages.values()]
    .filter((p): p is Extract<PageRecord, { kind: 'blog' }> => p.kind === 'blog' && p.lang === lang)
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((p) => ({
      title: pageTitle(p),
      link: p.route,
      date: p.date,
      description: p.description,
      banner: p.banner,
    }));
}

export function getPageData(urlPath: string): PageData | undefined {
  const page = findPage(urlPath);
  if (!page) return undefined;
  const { pages, navigation } = getContent();
  const { lang, route } = page;
  const bare = splitLang(route).path;
  const { themeConfig } = siteConfig;
  const title = pageTitle(page);
  const sidebar = page.sidebar ? (findSidebar(navigation[lang].sidebars, bare)?.items ?? []) : [];
  const locale = localeConfig(lang);
  const lastUpdated = themeConfig.lastUpdated ? lastUpdatedDates().get(page.sourceFilePath) : undefined;

  return {
    routePath: route,
    lang,
    pageType: page.pageType,
    title,
    documentTitle: `${title}${page.titleSuffix ?? ` - ${siteConfig.title}`}`,
    description: page.description ?? locale.description,
    head: (page.head ?? []) as unknown as HeadTag[],
    layout: {
      navbar: page.navbar && page.pageType !== 'blank',
      sidebar: page.sidebar && sidebar.length > 0,
      outline: page.outline,
      footer: page.footer,
      globalUIComponents: page.globalUIComponents,
    },
    markdown: page.body.raw,
    toc: page.compiled.toc,
    nav: navigation[lang].nav,
    sidebar,
    ...prevNext(sidebar, route),
    editLink: {
      url: `${locale.editLink.docRepoBaseUrl}/${page.sourceFilePath}`,
      text: locale.editLink.text,
    },
    lastUpdated,
    alternates: LANGS.map((other) => {
      const twin = localizePath(bare, other);
      const exists = pages.has(twin);
      return { lang: other, path: exists ? twin : localizePath('/', other), exists };
    }),
    hero: page.kind === 'doc' ? page.hero : undefined,
    rstack: page.pageType === 'home' ? rstackFor(lang) : undefined,
    blogPost: page.kind === 'blog' ? { date: page.date, banner: page.banner } : undefined,
    blogPosts: bare === '/blog/' ? blogPosts(lang) : undefined,
    search: searchConfigFromEnv(process.env),
    overview: page.kind === 'doc' && page.overview ? overviewGroups(page, sidebar) : undefined,
  };
}

/** Every routed page path, both languages. */
export function allRoutes(): string[] {
  return [...getContent().pages.keys()].sort();
}
