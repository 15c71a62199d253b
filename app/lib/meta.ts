/** `<head>` tags of a page, from its data. Pure. */
import type { MetaDescriptor } from '@remix-run/node';
import { FEEDS } from '~/config/feeds';
import { localeConfig, siteConfig } from '~/config/site';
import { globalUIEnabled } from './global-ui';
import { absoluteUrl, markdownPathOf, offersMarkdown } from './markdown-copy';
import type { NotFoundData, PageData, SiteData } from './types';

const OG_IMAGE = 'https://assets.rspack.rs/rslib/rslib-banner.png';

export function pageMeta(page: PageData | NotFoundData, site: SiteData, search = ''): MetaDescriptor[] {
  if (page.kind === 'notFound') return [{ title: page.documentTitle }, ...searchPreconnect(site)];
  const data = page;
  const url = `${siteConfig.siteUrl}${data.routePath}`;
  const tags: MetaDescriptor[] = [
    { title: data.documentTitle },
    { name: 'description', content: data.description },
    { property: 'og:title', content: data.documentTitle },
    { property: 'og:description', content: data.description },
    { property: 'og:type', content: data.kind === 'blogPost' ? 'article' : 'website' },
    { property: 'og:url', content: url },
    { property: 'og:image', content: (data.kind === 'blogPost' && data.banner) || OG_IMAGE },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:site', content: '@rspack_dev' },
    // What the DocSearch crawler records each page under: search filters by both.
    { name: 'docsearch:language', content: data.lang },
    { name: 'docsearch:version', content: data.version },
  ];
  // An archived release stays readable but out of search engines' results, which belong to the current one.
  const archived = data.versions.some((v) => v.name === data.version && !v.current);
  if (archived) tags.push({ name: 'robots', content: 'noindex' });
  if (globalUIEnabled(data.layout.globalUIComponents, search)) {
    const feed = FEEDS[data.lang];
    tags.push({
      tagName: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      title: feed.title,
      href: `${siteConfig.siteUrl}${feed.file}`,
      hrefLang: localeConfig(data.lang).htmlLang,
    });
  }
  tags.push(...searchPreconnect(site));
  tags.push({ tagName: 'link', rel: 'canonical', href: url });
  // The page as Markdown, for tools that read the head (the same file as the page actions' links).
  if (offersMarkdown(data.kind)) {
    tags.push({
      tagName: 'link',
      rel: 'alternate',
      type: 'text/markdown',
      href: absoluteUrl(markdownPathOf(data.routePath)),
    });
  }
  for (const alt of data.alternates.filter((a) => a.exists)) {
    tags.push({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: localeConfig(alt.lang).htmlLang,
      href: `${siteConfig.siteUrl}${alt.path}`,
    });
  }
  for (const { tag, ...attrs } of data.head) {
    tags.push(tag === 'link' ? { tagName: 'link', ...attrs } : attrs);
  }
  return tags;
}

/** Only when the dialog talks to Algolia: the local index needs no connection. */
function searchPreconnect({ search }: SiteData): MetaDescriptor[] {
  if (search?.mode !== 'algolia') return [];
  return [
    {
      tagName: 'link',
      rel: 'preconnect',
      href: `https://${search.appId}-dsn.algolia.net`,
      crossOrigin: 'anonymous',
    },
  ];
}
