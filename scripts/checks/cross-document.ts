/**
 * Build-time checks that span documents, which Contentlayer's per-file schema
 * cannot see: titles, duplicate routes, navigation targets, internal links and
 * anchors. Every problem names the file (and line where known).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findPage, pageTitle, type ContentIndex, type PageRecord } from '../../app/lib/content-query.server';
import { getContent } from '../../app/lib/content.server';
import { navigationLinks } from '../../app/lib/navigation';
import { normalizeRoutePath, sourcePathOf, splitLang, type Lang } from '../../app/lib/routes';
import { isFeedFile } from '../../app/config/feeds';
import type { ContentProblem } from '../../content-schema/shared/problems';
import { contentFileLabel, siteSettings } from '../../content-schema/shared/settings';

const stripSlash = (p: string) => (p.length > 1 ? p.replace(/\/$/, '') : p);

/** Files that exist in the output without being pages: public assets and generated feeds. */
function isStaticFile(pathname: string): boolean {
  return existsSync(path.join('public', pathname)) || isFeedFile(pathname);
}

const FIX = {
  link: 'Use the path of an existing page, without a version or language prefix (/v0.11, /zh) and without .md (e.g. /guide/start/quick-start), or create the page.',
  anchor: 'Link to an id the page has (the {#id} of one of its headings), or give the heading that id.',
  navigation: 'Change this `link:` to the path of an existing page, or create the page (npm run new-page).',
  title: 'Add `title:` to the frontmatter or start the page with a # heading.',
  duplicate: 'Keep one of the two files: x.md and x/index.md serve the same URL.',
};

type LinkProblem = Pick<ContentProblem, 'message' | 'fix' | 'target'>;

/** What is wrong when `href` (path and optional #anchor) does not resolve. */
function checkLink(index: ContentIndex, href: string, from?: PageRecord): LinkProblem | undefined {
  const [pathname, hash] = href.split('#');
  if (isStaticFile(pathname)) return undefined;
  const target = pathname ? findPage(pathname, index) : from;
  if (!target) {
    return {
      message: `links to ${pathname}, which is not a page`,
      fix: FIX.link,
      target: normalizeRoutePath(pathname),
    };
  }
  if (hash && !target.compiled.ids.includes(decodeURIComponent(hash))) {
    return {
      message: `links to #${hash} on ${target.route}, which has no such heading or id`,
      fix: FIX.anchor,
      target: target.route,
    };
  }
  return undefined;
}

/** The line of a content file (relative to the content folder) that says `needle`, or 0. */
function lineOf(sourceFilePath: string, needle: string): number {
  const file = path.join(siteSettings().contentDir, sourceFilePath);
  if (!existsSync(file)) return 0;
  const lines = readFileSync(file, 'utf8').split('\n');
  return lines.findIndex((l) => l.includes(needle)) + 1;
}

export function checkContent(index: ContentIndex = getContent()): ContentProblem[] {
  const problems: ContentProblem[] = [...index.navigationErrors];
  const seen = new Map<string, PageRecord>();
  for (const page of index.pages.values()) {
    const file = contentFileLabel(page.sourceFilePath);
    if (!pageTitle(page)) {
      problems.push({
        file,
        field: 'title',
        message: 'is missing (no frontmatter title and no # heading)',
        fix: FIX.title,
      });
    }
    const key = stripSlash(page.route);
    const twin = seen.get(key);
    if (twin) {
      problems.push({
        file,
        message: `route ${page.route} duplicates ${contentFileLabel(twin.sourceFilePath)}`,
        fix: FIX.duplicate,
      });
    }
    seen.set(key, page);
    for (const link of page.compiled.links) {
      const problem = checkLink(index, link.href, page);
      if (problem) problems.push({ file, line: link.line, ...problem });
    }
  }
  const navigations = Object.entries(index.navigation).flatMap(([version, langs]) =>
    Object.entries(langs).map(([lang, nav]) => ({
      nav,
      source: nav.sourceFilePath ?? sourcePathOf(version, lang as Lang, '_navigation.yaml'),
    })),
  );
  for (const { nav, source } of navigations) {
    const file = contentFileLabel(source);
    if (!nav.sourceFilePath) {
      problems.push({ file, message: 'missing (every language needs its navigation file)' });
    }
    for (const link of navigationLinks(nav.nav, nav.sidebars)) {
      if (link.includes('#') ? checkLink(index, link) : !findPage(link, index)) {
        problems.push({
          file,
          line: lineOf(source, `link: ${splitLang(link).path}`) || undefined,
          message: `navigation links to ${link}, which is not a page`,
          fix: FIX.navigation,
          target: normalizeRoutePath(link.split('#')[0]),
        });
      }
    }
  }
  return problems;
}
