/** Builds the one typed object a page route needs, of the shape of its page type. */
import { editUrlOf } from '~/config/repository.server';
import { rstackFor } from '~/config/tool-cards.server';
import { localeConfig, siteConfig } from '~/config/site';
import {
  alternatesOf,
  blogPosts,
  findPage,
  pageTitle,
  pagerOf,
  sidebarOf,
  versionLinksOf,
  type PageRecord,
} from './content-query.server';
import { plain } from './content-types';
import { lastUpdatedOf } from './last-updated.server';
import { overviewGroups } from './overview.server';
import { linkRoute, normalizeRoutePath, splitLang, splitRoute, type Lang } from './routes';
import type { BlogPostSummary, DocLayoutPage, HeroProps, NotFoundData, PageData } from './types';

function blogPostSummaries(lang: Lang): BlogPostSummary[] {
  return blogPosts(lang).map((p) => ({
    title: pageTitle(p),
    link: p.route,
    date: p.date,
    description: p.description,
    banner: p.banner,
  }));
}

/** The hero's buttons lead into the page's own version and language, as its body links do. */
function heroOf(hero: HeroProps, version: string, lang: Lang): HeroProps {
  return {
    ...hero,
    getStartedLink: linkRoute(hero.getStartedLink, version, lang),
    learnMoreLink: hero.learnMoreLink && linkRoute(hero.learnMoreLink, version, lang),
  };
}

function editLinkOf(sourceFilePath: string, text: string) {
  const url = editUrlOf(sourceFilePath);
  return url ? { url, text } : undefined;
}

/** The parts of a page of the doc layout: sidebar, outline, pager, edit link, date. */
function docParts(page: PageRecord) {
  const locale = localeConfig(page.lang);
  const sidebar = sidebarOf(page);
  return {
    toc: page.compiled.toc,
    sidebar,
    ...pagerOf(page),
    editLink: editLinkOf(page.sourceFilePath, locale.editLink.text),
    lastUpdated: siteConfig.themeConfig.lastUpdated ? lastUpdatedOf(page.sourceFilePath) : undefined,
    ...(page.compiled.twoslash ? { twoslash: page.compiled.twoslash } : {}),
  };
}

export function getPageData(urlPath: string): PageData | undefined {
  const page = findPage(urlPath);
  if (!page) return undefined;
  const { lang, route, pageType, version } = page;
  const title = pageTitle(page);
  const base = {
    routePath: route,
    lang,
    title,
    documentTitle: `${title}${page.titleSuffix ?? ` - ${siteConfig.title}`}`,
    description: page.description ?? localeConfig(lang).description,
    head: (page.head ?? []).map(plain),
    layout: {
      navbar: page.navbar && pageType !== 'blank',
      sidebar: false,
      outline: page.outline,
      footer: page.footer,
      globalUIComponents: page.globalUIComponents,
    },
    markdown: page.body.raw,
    alternates: alternatesOf(route),
    version,
    versions: versionLinksOf(route),
  };
  if (pageType === 'home') {
    const hero = page.kind === 'doc' && page.hero ? heroOf(plain(page.hero), version, lang) : undefined;
    return { ...base, kind: 'home', hero, rstack: rstackFor(lang) };
  }
  if (pageType !== 'doc') return { ...base, kind: pageType };
  const parts = docParts(page);
  const doc = { ...base, ...parts, layout: { ...base.layout, sidebar: parts.sidebar.length > 0 } };
  if (page.kind === 'blog') return { ...doc, kind: 'blogPost', date: page.date, banner: page.banner };
  if (page.overview) return { ...doc, kind: 'overview', overview: overviewGroups(page, parts.sidebar) };
  if (splitLang(route).path === '/blog/')
    return { ...doc, kind: 'blogIndex', posts: blogPostSummaries(lang) };
  return { ...doc, kind: 'doc' } satisfies DocLayoutPage;
}

/** The 404 answer for a path with no page, in the language of that path. */
export function getNotFoundData(pathname: string): NotFoundData {
  const routePath = normalizeRoutePath(pathname);
  const { lang, version } = splitRoute(routePath);
  return { kind: 'notFound', routePath, lang, version, documentTitle: `404 - ${siteConfig.title}` };
}
