/** The blog's RSS feeds, one per language: where each is published and its title. Pure. */
import type { Lang } from '~/lib/routes';

export const FEEDS: Record<Lang, { file: string; title: string }> = {
  en: { file: '/rss/blog-rss.xml', title: 'Rslib Blog' },
  zh: { file: '/rss/blog-rss-zh.xml', title: 'Rslib 博客' },
};

/** Whether a site path is one of the feeds (they exist in the output without being pages). */
export const isFeedFile = (pathname: string) => Object.values(FEEDS).some((feed) => feed.file === pathname);
