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
import { safeUrl } from '../../content-schema/shared/urls';
import { plain, type HeadTag } from './content-types';
import { lastUpdatedOf } from './last-updated.server';
import { isTranslationOutdated } from './translation-status.server';
import { overviewGroups } from './overview.server';
import { linkRoute, normalizeRoutePath, splitLang, splitRoute, type Lang } from './routes';
import type { BlogPostSummary, DocLayoutPage, HeroProps, NotFoundData, PageData } from './types';

function blogPostSummaries(lang: Lang): BlogPostSummary[] {
  return blogPosts(lang).map((p) => ({
    title: pageTitle(p),
    link: p.route,
    date: p.date,
    description: p.description,
    banner: safeUrl(p.banner),
  }));
}

/** The hero's buttons lead into the page's own version and language, as its body links do. */
/** A page's extra `<head>` tags; one whose href the site refuses (shared/urls.ts) is left out. */
export function headTagsOf(head: PageRecord['head']): HeadTag[] {
  return (head ?? []).map(plain).filter((tag) => tag.href === undefined || safeUrl(tag.href));
}

/** The hero's links with their prefixes; a URL whose scheme the site refuses (shared/urls.ts) is left out. */
export function heroOf(hero: HeroProps, version: string, lang: Lang): HeroProps {
  const learnMoreLink = safeUrl(hero.learnMoreLink);
  return {
    ...hero,
    getStartedLink: linkRoute(safeUrl(hero.getStartedLink) ?? '/', version, lang),
    learnMoreLink: learnMoreLink && linkRoute(learnMoreLink, version, lang),
    githubURL: safeUrl(hero.githubURL),
    logoUrl: safeUrl(hero.logoUrl),
  };
}

function editLinkOf(sourceFilePath: string, text: string) {
  const url = editUrlOf(sourceFilePath);
  return url ? { url, text } : undefined;
}

/** The parts of a page of the doc layout: sidebar, outline, pager, edit link, date, translation status. */
function docParts(page: PageRecord) {
  const locale = localeConfig(page.lang);
  const sidebar = sidebarOf(page);
  return {
    toc: page.compiled.toc,
    titleEnd: page.compiled.titleEnd,
    sidebar,
    ...pagerOf(page),
    editLink: editLinkOf(page.sourceFilePath, locale.editLink.text),
    lastUpdated: siteConfig.themeConfig.lastUpdated ? lastUpdatedOf(page.sourceFilePath) : undefined,
    ...(page.compiled.twoslash ? { twoslash: page.compiled.twoslash } : {}),
    // Only on the pages it is true of: the other pages' data stays as it was.
    ...(page.lang === 'zh' && isTranslationOutdated(page.sourceFilePath)
      ? { translationOutdated: true as const }
      : {}),
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
    head: headTagsOf(page.head),
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
  if (page.kind === 'blog')
    return { ...doc, kind: 'blogPost', date: page.date, banner: safeUrl(page.banner) };
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
