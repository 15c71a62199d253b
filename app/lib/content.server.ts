/**
 * The only module that reads what the content build generated. Everything
 * else receives typed records from here.
 */
import { readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import type { BlogPost, Doc, Navigation } from 'contentlayer/generated';
import type { CompiledPage } from '../../content-schema/markdown/types';
import { MARKDOWN_COPIES_DIR, readPlainCopy } from '../../content-schema/markdown/plain-copy-store';
import { plainMarkdownOptions } from '../../content-schema/markdown/plain-options';
import type { ContentProblem } from '../../content-schema/shared/problems';
import { VERSIONS } from '../../content-schema/shared/versions';
import { toNavNodes, toSidebarNodes } from './navigation';
import { siteSettings } from './settings.server';
import { LANGS, routePathOf, sourceParts, type Lang } from './routes';
import type { NavNode, SidebarNode } from './types';
import { contentFileLabel } from '../../content-schema/shared/settings';

/** A routed page as the content build made it, with its compiled body typed. */
export type PageRecord = (
  ({ kind: 'doc' } & Omit<Doc, 'compiled'>) | ({ kind: 'blog' } & Omit<BlogPost, 'compiled'>)
) & { compiled: CompiledPage; route: string; version: string; lang: Lang; sourceFilePath: string };

export interface LangNavigation {
  nav: NavNode[];
  sidebars: { prefix: string; items: SidebarNode[] }[];
  sourceFilePath: string;
}

export interface ContentIndex {
  pages: Map<string, PageRecord>;
  /** The versions that have pages, in the order they are declared (the current one first). */
  versions: string[];
  /** By version, each language's navigation. */
  navigation: Record<string, Record<Lang, LangNavigation>>;
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
    const { version, lang } = sourceParts(sourceFilePath);
    pages.set(route, {
      ...(doc as Omit<Doc, 'compiled'>),
      kind,
      compiled: doc.compiled as unknown as CompiledPage,
      route,
      version,
      lang,
      sourceFilePath,
    } as PageRecord);
  };
  readGenerated<Doc>('Doc').forEach((d) => add('doc', d));
  readGenerated<BlogPost>('BlogPost').forEach((d) => add('blog', d));

  const versions = VERSIONS.map((v) => v.name).filter((name) =>
    [...pages.values()].some((page) => page.version === name),
  );
  const navigationErrors: ContentProblem[] = [];
  const navigation: ContentIndex['navigation'] = {};
  for (const raw of readGenerated<Navigation>('Navigation')) {
    const sourceFilePath = raw._raw.sourceFilePath;
    const { version, lang } = sourceParts(sourceFilePath);
    (navigation[version] ??= {} as Record<Lang, LangNavigation>)[lang] = {
      sourceFilePath,
      nav: toNavNodes(raw.nav, lang, version),
      sidebars: raw.sidebars.map((s, i) => ({
        prefix: s.prefix,
        items: toSidebarNodes(
          s.items,
          lang,
          navigationErrors,
          { file: contentFileLabel(sourceFilePath), field: `sidebars[${i}].items` },
          version,
        ),
      })),
    };
  }
  for (const version of versions) {
    for (const lang of LANGS) {
      (navigation[version] ??= {} as Record<Lang, LangNavigation>)[lang] ??= {
        nav: [],
        sidebars: [],
        sourceFilePath: '',
      };
    }
  }
  return { pages, versions, navigation, navigationErrors };
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
 * The plain Markdown copy of `page` (its body, without the site's syntax),
 * as the content build made it from its parse of the page and stored it
 * beside the indexes (content-schema/markdown/plain-copy-store.ts). Nothing
 * else makes copies: one that is missing, or that is not the one the page's
 * record names for the current labels and origin, fails loudly.
 */
export function plainCopyOf(page: PageRecord): string {
  const generated = siteSettings().generatedDir;
  const dir = path.join(generated, MARKDOWN_COPIES_DIR);
  const copy = readPlainCopy(
    dir,
    page.sourceFilePath,
    page.compiled.copy,
    plainMarkdownOptions(page.lang, page.route),
  );
  if (copy !== undefined) return copy;
  throw new Error(
    `The Markdown copy of ${contentFileLabel(page.sourceFilePath)} is not the one the content build recorded ` +
      `(${path.join(dir, page.sourceFilePath)} is missing or was changed since, or the page failed to compile). ` +
      `The content build writes it when it compiles the page: remove ${path.dirname(generated)} ` +
      `(Contentlayer's cache with it) and build again.`,
  );
}
