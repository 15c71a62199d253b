/** RSS 2.0 feeds of the blog, one per language, built with the `feed` library. */
import { Feed } from 'feed';
import { FEEDS } from '../../../app/config/feeds';
import { localeConfig, siteConfig, siteLogo } from '../../../app/config/site';
import { blogPosts, pageTitle, type ContentIndex } from '../../../app/lib/content-query.server';
import { localizePath, type Lang } from '../../../app/lib/routes';
import { plainMarkdownOptions } from '../../../content-schema/markdown/plain-options';
import { toPlainHtml } from '../../../content-schema/markdown/plain-html';

export function blogFeed(lang: Lang, index?: ContentIndex): string {
  const origin = siteConfig.siteUrl;
  const { file, title } = FEEDS[lang];
  const { description, htmlLang } = localeConfig(lang);
  const posts = blogPosts(lang, index);
  const feed = new Feed({
    title,
    description,
    id: `${origin}${localizePath('/blog/', lang)}`,
    link: `${origin}${localizePath('/blog/', lang)}`,
    language: htmlLang,
    image: siteLogo(),
    copyright: '© 2024-present ByteDance Inc.',
    feedLinks: { rss: `${origin}${file}` },
    // The newest post's date, not the time of the build: the feed changes only
    // when its posts do, and a rebuild writes the same bytes (incremental builds).
    updated: new Date(posts[0]?.date ?? 0),
  });
  for (const post of posts) {
    const url = `${origin}${post.route}`;
    feed.addItem({
      title: pageTitle(post),
      id: url,
      link: url,
      description: post.description,
      // The post without the site's syntax, lowered as its Markdown copy is.
      content: toPlainHtml(post.body.raw, plainMarkdownOptions(post.lang, post.route)),
      date: new Date(post.date),
      image: post.banner,
    });
  }
  return feed.rss2();
}
