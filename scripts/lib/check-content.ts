/**
 * Build-time checks that span documents, which Contentlayer's per-file schema
 * cannot see: titles, duplicate routes, navigation targets, internal links and
 * anchors. Every problem names the file (and line where known).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getContent, type ContentIndex, type PageRecord } from '../../app/lib/content.server';
import { navigationLinks } from '../../app/lib/navigation';
import { normalizeRoutePath, splitLang } from '../../app/lib/routes';
import { siteConfig } from '../../app/config/site';

const stripSlash = (p: string) => (p.length > 1 ? p.replace(/\/$/, '') : p);

function findTarget(index: ContentIndex, href: string): PageRecord | undefined {
  const p = normalizeRoutePath(href);
  return index.pages.get(p) ?? index.pages.get(p.endsWith('/') ? p.slice(0, -1) : `${p}/`);
}

/** Files that exist in the output without being pages: public assets and generated feeds. */
function isStaticFile(pathname: string): boolean {
  return existsSync(path.join('public', pathname)) || /^\/rss\/blog-rss(-zh)?\.xml$/.test(pathname);
}

/** `problem` when `href` (path and optional #anchor) does not resolve. */
function checkLink(index: ContentIndex, href: string, from?: PageRecord): string | undefined {
  const [pathname, hash] = href.split('#');
  if (isStaticFile(pathname)) return undefined;
  const target = pathname ? findTarget(index, pathname) : from;
  if (!target) return `links to ${pathname}, which is not a page`;
  if (hash && !target.compiled.ids.includes(decodeURIComponent(hash))) {
    return `links to #${hash} on ${target.route}, which has no such heading or id`;
  }
  return undefined;
}

function lineOf(file: string, needle: string): number {
  if (!file || !existsSync(file)) return 0;
  const lines = readFileSync(file, 'utf8').split('\n');
  return lines.findIndex((l) => l.includes(needle)) + 1;
}

export function checkContent(index: ContentIndex = getContent()): string[] {
  const problems = [...index.navigationErrors];
  const seen = new Map<string, PageRecord>();
  for (const page of index.pages.values()) {
    const file = `content/${page.sourceFilePath}`;
    if (!page.title && !(siteConfig.themeConfig.fallbackHeadingTitle && page.compiled.headingTitle)) {
      problems.push(`${file}: field "title" is missing (no frontmatter title and no # heading)`);
    }
    const key = stripSlash(page.route);
    const twin = seen.get(key);
    if (twin) problems.push(`${file}: route ${page.route} duplicates content/${twin.sourceFilePath}`);
    seen.set(key, page);
    for (const link of page.compiled.links) {
      const problem = checkLink(index, link.href, page);
      if (problem) problems.push(`${file}:${link.line}: ${problem}`);
    }
  }
  for (const [lang, nav] of Object.entries(index.navigation)) {
    const file = nav.sourceFilePath ? `content/${nav.sourceFilePath}` : `content/${lang}/_navigation.yaml`;
    if (!nav.sourceFilePath) problems.push(`${file}: missing (every language needs its navigation file)`);
    for (const link of navigationLinks(nav.nav, nav.sidebars)) {
      if (link.includes('#') ? checkLink(index, link) : !findTarget(index, link)) {
        const line = lineOf(file, `link: ${splitLang(link).path}`);
        problems.push(`${file}${line ? `:${line}` : ''}: navigation links to ${link}, which is not a page`);
      }
    }
  }
  return problems;
}
