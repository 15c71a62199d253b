/**
 * The only module that reads what the content build generated. Everything
 * else receives typed records from here.
 */
import { readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import type { BlogPost, Doc, Navigation } from 'contentlayer/generated';
import type { CompiledPage } from '../../content-schema/markdown/types';
import { MARKDOWN_COPIES_DIR, readPlainCopy } from '../../content-schema/markdown/plain-copy-store';
import type { PlainMarkdownOptions } from '../../content-schema/markdown/to-plain-markdown';
import type { ContentProblem } from '../../content-schema/shared/problems';
import { toNavNodes, toSidebarNodes } from './navigation';
import { siteSettings } from './settings.server';
import { LANGS, langOfSource, routePathOf, type Lang } from './routes';
import type { NavNode, SidebarNode } from './types';

/** A routed page as the content build made it, with its compiled body typed. */
export type PageRecord = (
  ({ kind: 'doc' } & Omit<Doc, 'compiled'>) | ({ kind: 'blog' } & Omit<BlogPost, 'compiled'>)
) & { compiled: CompiledPage; route: string; lang: Lang; sourceFilePath: string };

export interface LangNavigation {
  nav: NavNode[];
  sidebars: { prefix: string; items: SidebarNode[] }[];
  sourceFilePath: string;
}

export interface ContentIndex {
  pages: Map<string, PageRecord>;
  navigation: Record<Lang, LangNavigation>;
  /** Problems found while reading the navigation data (items of the wrong shape). */
  navigationErrors: ContentProblem[];
}

/** Reads a content build's output folder (`.contentlayer/generated`, or a fixture's) into an index. */
export function loadContentIndex(generatedDir: string): ContentIndex {
  // In source-path order: the content build writes documents in the order it
  // finished them, which varies when pages compile on several threads.
  const readGenerated = <T extends { _id: string }>(type: string): T[] =>
    (JSON.parse(readFileSync(path.join(generatedDir, type, '_index.json'), 'utf8')) as T[]).sort((a, b) =>
      a._id < b._id ? -1 : a._id > b._id ? 1 : 0,
    );
  const pages = new Map<string, PageRecord>();
  const add = (kind: 'doc' | 'blog', doc: Doc | BlogPost) => {
    const sourceFilePath = doc._raw.sourceFilePath;
    const route = routePathOf(sourceFilePath);
    pages.set(route, {
      ...(doc as Omit<Doc, 'compiled'>),
      kind,
      compiled: doc.compiled as unknown as CompiledPage,
      route,
      lang: langOfSource(sourceFilePath),
      sourceFilePath,
    } as PageRecord);
  };
  readGenerated<Doc>('Doc').forEach((d) => add('doc', d));
  readGenerated<BlogPost>('BlogPost').forEach((d) => add('blog', d));

  const navigationErrors: ContentProblem[] = [];
  const navigation = {} as Record<Lang, LangNavigation>;
  for (const raw of readGenerated<Navigation>('Navigation')) {
    const sourceFilePath = raw._raw.sourceFilePath;
    const lang = langOfSource(sourceFilePath);
    navigation[lang] = {
      sourceFilePath,
      nav: toNavNodes(raw.nav, lang),
      sidebars: raw.sidebars.map((s, i) => ({
        prefix: s.prefix,
        items: toSidebarNodes(s.items, lang, navigationErrors, {
          file: `content/${sourceFilePath}`,
          field: `sidebars[${i}].items`,
        }),
      })),
    };
  }
  for (const lang of LANGS) {
    navigation[lang] ??= { nav: [], sidebars: [], sourceFilePath: '' };
  }
  return { pages, navigation, navigationErrors };
}

let cached: { index: ContentIndex; stamp: string } | undefined;

/**
 * The content index of `generatedDir` (the settings' by default), read again
 * when the content build has written new output (dev).
 */
export function getContent(generatedDir = siteSettings().generatedDir): ContentIndex {
  // Under `npm run dev` the folder is a link that the dev server points at a
  // complete new copy after each content build, so a reader never meets a
  // half-written index: resolve it once, then read only from that copy.
  const dir = realpathSync(generatedDir);
  const stamp = `${dir}:${statSync(path.join(dir, 'Doc', '_index.json')).mtimeMs}`;
  if (!cached || cached.stamp !== stamp) cached = { index: loadContentIndex(dir), stamp };
  return cached.index;
}

/**
 * The plain Markdown copy the content build stored for `page`, when it was
 * made with these options from the page as it is now; else undefined.
 */
export function storedPlainCopy(page: PageRecord, options: PlainMarkdownOptions): string | undefined {
  const dir = path.join(siteSettings().generatedDir, MARKDOWN_COPIES_DIR);
  return readPlainCopy(dir, page.sourceFilePath, page.compiled.copy, options);
}
