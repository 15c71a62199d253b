/** Files for search engines and AI tools: sitemap, robots.txt, llms.txt and Markdown copies. */
import { localeConfig, siteConfig } from '~/config/site';
import {
  allPages,
  alternatesOf,
  findPage,
  navigationOf,
  pageTitle,
  type PageRecord,
} from './content-query.server';
import { plainCopyOf } from './content.server';
import { escapeHtml as xml } from './escape-html';
import { lastUpdatedDates } from './last-updated.server';
import { flattenSidebar } from './sidebar';
import { splitLang, type Lang } from './routes';

/** Where a page's Markdown copy is published: `/guide/x` -> `/guide/x.md`, `/guide/` -> `/guide/index.md`. */
export function markdownPathOf(route: string): string {
  return route.endsWith('/') ? `${route}index.md` : `${route}.md`;
}

/** Every page in both languages, each with its twins as `xhtml:link` alternates. */
export function sitemap(): string {
  const dates = lastUpdatedDates();
  const origin = siteConfig.siteUrl;
  const urls = allPages().map((page) => {
    const alternates = alternatesOf(page.route)
      .filter((alt) => alt.exists)
      .map(({ lang, path }) => {
        const { htmlLang } = localeConfig(lang);
        return `    <xhtml:link rel="alternate" hreflang="${htmlLang}" href="${xml(origin + path)}"/>`;
      });
    const lastmod = dates.get(page.sourceFilePath);
    return [
      '  <url>',
      `    <loc>${xml(origin + page.route)}</loc>`,
      ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
      ...alternates,
      '  </url>',
    ].join('\n');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteConfig.siteUrl}/sitemap.xml\n`;
}

const copies = new WeakMap<PageRecord, string>();

/**
 * A page as plain Markdown (no site directives, no heading ids, absolute
 * links), titled with an h1. Made once per page: the `.md` copy and
 * llms-full.txt both use it.
 */
export function markdownCopy(page: PageRecord): string {
  let copy = copies.get(page);
  if (copy === undefined) {
    const body = plainCopyOf(page).trim();
    copy = body.startsWith('# ') ? `${body}\n` : `# ${pageTitle(page)}\n\n${body}\n`;
    copies.set(page, copy);
  }
  return copy;
}

function sections(lang: Lang): { title: string; links: { text: string; link: string }[] }[] {
  const navigation = navigationOf(lang);
  return navigation.sidebars.map((sidebar) => ({
    title:
      navigation.nav.find(
        (n) =>
          n.link && sidebar.prefix.startsWith(splitLang(n.link).path.split('/').slice(0, 2).join('/') + '/'),
      )?.text ?? sidebar.prefix,
    links: flattenSidebar(sidebar.items),
  }));
}

/** llms.txt: the site in one index of Markdown links; llms-full.txt: every page's Markdown. */
export function llmsFiles(lang: Lang): { index: string; full: string } {
  const locale = localeConfig(lang);
  const head = `# ${siteConfig.title}\n\n> ${locale.description}\n`;
  const index = [head];
  for (const section of sections(lang)) {
    index.push(`\n## ${section.title}\n`);
    for (const { text, link } of section.links) {
      const page = findPage(link);
      const summary = page?.description ? `: ${page.description}` : '';
      index.push(`- [${text}](${siteConfig.siteUrl}${markdownPathOf(link)})${summary}`);
    }
  }
  const ordered = sections(lang)
    .flatMap((s) => s.links.map((l) => findPage(l.link)))
    .filter((p): p is PageRecord => !!p);
  const full = [
    head,
    ...ordered.map((p) => `\n---\nurl: ${siteConfig.siteUrl}${p.route}\n---\n\n${markdownCopy(p)}`),
  ].join('\n');
  return { index: index.join('\n') + '\n', full };
}
