/**
 * `sitemap.xml` (the `sitemap` package) and `robots.txt`: every page of the
 * current version in both languages, each with its twins as alternates.
 * Archived versions stay out: they carry `noindex`, search engines should
 * send readers to the current release.
 */
import { Readable } from 'node:stream';
import { SitemapStream, streamToPromise } from 'sitemap';
import { localeConfig, siteConfig } from '../../../app/config/site';
import { allPages, alternatesOf } from '../../../app/lib/content-query.server';
import { lastUpdatedOf } from '../../../app/lib/last-updated.server';
import { CURRENT_VERSION } from '../../../content-schema/shared/versions';

export async function sitemap(): Promise<string> {
  const items = allPages()
    .filter((page) => page.version === CURRENT_VERSION)
    .map((page) => ({
      url: page.route,
      lastmod: lastUpdatedOf(page.sourceFilePath),
      links: alternatesOf(page.route)
        .filter((alt) => alt.exists)
        .map(({ lang, path }) => ({ lang: localeConfig(lang).htmlLang, url: path })),
    }));
  const stream = new SitemapStream({
    hostname: siteConfig.siteUrl,
    xmlns: { news: false, video: false, image: false, xhtml: true },
  });
  return (await streamToPromise(Readable.from(items).pipe(stream))).toString('utf8');
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteConfig.siteUrl}/sitemap.xml\n`;
}
