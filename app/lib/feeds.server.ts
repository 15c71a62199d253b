/** RSS 2.0 feeds of the blog, one per language, built with the `feed` library. */
import { Feed } from 'feed';
import { siteConfig } from '~/config/site';
import { getContent, type PageRecord } from './content.server';
import { plainHtmlOf } from './plain-markdown.server';
import { localizePath, type Lang } from './routes';

export const FEEDS: Record<Lang, { file: string; title: string; language: string }> = {
  en: { file: '/rss/blog-rss.xml', title: 'Rslib Blog', language: 'en' },
  zh: { file: '/rss/blog-rss-zh.xml', title: 'Rslib 博客', language: 'zh-CN' },
};

export function blogFeed(lang: Lang, pages: Iterable<PageRecord> = getContent().pages.values()): string {
  const origin = siteConfig.siteUrl;
  const { file, title, language } = FEEDS[lang];
  const posts = [...pages]
    .filter((p): p is Extract<PageRecord, { kind: 'blog' }> => p.kind === 'blog' && p.lang === lang)
    .sort((a, b) => b.date.localeCompare(a.date));
  const feed = new Feed({
    title,
    description:
      siteConfig.themeConfig.locales.find((l) => l.lang === lang)?.description ?? siteConfig.description,
    id: `${origin}${localizePath('/blog/', lang)}`,
    link: `${origin}${localizePath('/blog/', lang)}`,
    language,
    image: typeof siteConfig.logo === 'string' ? siteConfig.logo : siteConfig.logo.light,
    copyright: '© 2024-present ByteDance Inc.',
    feedLinks: { rss: `${origin}${file}` },
    // The newest post's date, not the time of the build: the feed changes only
    // when its posts do, and a rebuild writes the same bytes (incremental builds).
    updated: new Date(posts[0]?.date ?? 0),
  });
  for (const post of posts) {
    const url = `${origin}${post.route}`;
    feed.addItem({
      title: post.title ?? post.compiled.headingTitle,
      id: url,
      link: url,
      description: post.description,
      content: plainHtmlOf(post),
      date: new Date(post.date),
      image: post.banner,
    });
  }
  return feed.rss2();
}
