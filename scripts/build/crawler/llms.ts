/**
 * Files for AI tools: `llms.txt` (an index of every sidebar page's Markdown
 * copy) and `llms-full.txt` (every page's copy) of each version's language,
 * and the copies themselves: a page as plain Markdown at `<route>.md`.
 */
import { localeConfig, siteConfig } from '../../../app/config/site';
import { findPage, navigationOf, pageTitle, type PageRecord } from '../../../app/lib/content-query.server';
import { plainCopyOf } from '../../../app/lib/content.server';
import { llmsIndexPathOf, markdownPathOf } from '../../../app/lib/markdown-copy';
import { splitLang, type Lang } from '../../../app/lib/routes';
import { flattenSidebar } from '../../../app/lib/sidebar';
import { shellStrings } from '../../../content-schema/shared/shell-strings';
import { CURRENT_VERSION } from '../../../content-schema/shared/versions';

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

function sections(lang: Lang, version: string): { title: string; links: { text: string; link: string }[] }[] {
  const navigation = navigationOf(lang, undefined, version);
  return navigation.sidebars.map((sidebar) => ({
    title:
      navigation.nav.find(
        (n) =>
          n.link && sidebar.prefix.startsWith(splitLang(n.link).path.split('/').slice(0, 2).join('/') + '/'),
      )?.text ?? sidebar.prefix,
    links: flattenSidebar(sidebar.items),
  }));
}

/** llms.txt: a version's language in one index of Markdown links; llms-full.txt: every page's Markdown. */
export function llmsFiles(lang: Lang, version = CURRENT_VERSION): { index: string; full: string } {
  const locale = localeConfig(lang);
  // An archived version's files say so, as its pages' banner does, and link the current ones.
  const strings = shellStrings[lang];
  const latest = `${siteConfig.siteUrl}${llmsIndexPathOf(CURRENT_VERSION, lang)}`;
  const archived =
    version === CURRENT_VERSION
      ? ''
      : `\n${strings['version.archived'].replace('{{version}}', version)} [${strings['version.toLatest'].replace('{{version}}', CURRENT_VERSION)}](${latest})\n`;
  const head = `# ${siteConfig.title}${archived ? ` ${version}` : ''}\n\n> ${locale.description}\n${archived}`;
  const index = [head];
  for (const section of sections(lang, version)) {
    index.push(`\n## ${section.title}\n`);
    for (const { text, link } of section.links) {
      const page = findPage(link);
      const summary = page?.description ? `: ${page.description}` : '';
      index.push(`- [${text}](${siteConfig.siteUrl}${markdownPathOf(link)})${summary}`);
    }
  }
  const ordered = sections(lang, version)
    .flatMap((s) => s.links.map((l) => findPage(l.link)))
    .filter((p): p is PageRecord => !!p);
  const full = [
    head,
    ...ordered.map((p) => `\n---\nurl: ${siteConfig.siteUrl}${p.route}\n---\n\n${markdownCopy(p)}`),
  ].join('\n');
  return { index: index.join('\n') + '\n', full };
}
