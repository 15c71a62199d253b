/** `<head>` tags of a page, from its data. Pure. */
import type { MetaDescriptor } from '@remix-run/node';
import { localeConfig, siteConfig } from '~/config/site';
import { globalUIEnabled } from './global-ui';
import type { PageData } from './types';

const OG_IMAGE = 'https://assets.rspack.rs/rslib/rslib-banner.png';
const FEED = {
  en: { title: 'Rslib Blog', href: '/rss/blog-rss.xml' },
  zh: { title: 'Rslib 博客', href: '/rss/blog-rss-zh.xml' },
};

export function pageMeta(data: PageData, search = ''): MetaDescriptor[] {
  const url = `${siteConfig.siteUrl}${data.routePath}`;
  const tags: MetaDescriptor[] = [
    { title: data.documentTitle },
    { name: 'description', content: data.description },
    { property: 'og:title', content: data.documentTitle },
    { property: 'og:description', content: data.description },
    { property: 'og:type', content: data.blogPost ? 'article' : 'website' },
    { property: 'og:url', content: url },
    { property: 'og:image', content: data.blogPost?.banner ?? OG_IMAGE },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:site', content: '@rspack_dev' },
  ];
  if (globalUIEnabled(data.layout.globalUIComponents, search)) {
    const feed = FEED[data.lang];
    tags.push({
      tagName: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      title: feed.title,
      href: `${siteConfig.siteUrl}${feed.href}`,
      hrefLang: localeConfig(data.lang).htmlLang,
    });
  }
  if (data.search.mode === 'algolia') {
    // Only when the dialog talks to Algolia: the local index needs no connection.
    tags.push({
      tagName: 'link',
      rel: 'preconnect',
      href: `https://${data.search.appId}-dsn.algolia.net`,
      crossOrigin: 'anonymous',
    });
  }
  if (data.pageType !== '404') {
    tags.push({ tagName: 'link', rel: 'canonical', href: url });
    for (const alt of data.alternates.filter((a) => a.exists)) {
      tags.push({
        tagName: 'link',
        rel: 'alternate',
        hrefLang: localeConfig(alt.lang).htmlLang,
        href: `${siteConfig.siteUrl}${alt.path}`,
      });
    }
  }
  for (const { tag, ...attrs } of data.head) {
    tags.push(tag === 'link' ? { tagName: 'link', ...attrs } : attrs);
  }
  return tags;
}
