/**
 * The files of the prerender that come from the content alone, not from the
 * app's render: feeds, sitemap, robots.txt, llms.txt files, the search index
 * and a Markdown copy of every page. They take about as long as rendering the
 * pages, so the prerender writes them in a child process (this file run as a
 * script) while it renders: both cores are busy. The child reads the same
 * content build and calls the same functions, so its files are the ones an
 * in-process run writes (`PRERENDER_CRAWLER_CHILD=0` runs them in-process).
 *
 * The Markdown copies are made by the content build from its own parse of
 * each page (content-schema/markdown/plain-copy-store.ts), so here they are
 * read, not made, and an incremental content build remakes only the copies
 * of the pages it compiles again.
 *
 * Incremental builds: a language's search index files are reused from the
 * previous build when its search records (built from the content) and every
 * source that can change them (`app/`, `content-schema/`, `locales/`, the
 * lockfile, the environment) are unchanged.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allPages } from '../../app/lib/content-query.server';
import {
  llmsFiles,
  markdownCopy,
  markdownPathOf,
  robotsTxt,
  sitemap,
} from '../../app/lib/crawler-files.server';
import { FEEDS } from '../../app/config/feeds';
import { blogFeed } from '../../app/lib/feeds.server';
import { LANGS, localizePath, type Lang } from '../../app/lib/routes';
import { localIndexUrl } from '../../app/lib/search/config';
import { searchIndexFiles, searchRecords } from '../../app/lib/search/index.server';
import type { TopIndex } from '../../app/lib/search/shard-format';
import { runAsChildScript, startChildScript } from './child-script';
import { readRecord, sha, sourceKey, writeRecord } from './incremental';
import { previousFile, writeOutput } from './write-output';

/** What the search index is made with, besides the content. */
const SEARCH_SOURCES = [
  'app',
  'content-schema',
  'locales',
  'package.json',
  'package-lock.json',
  'scripts/patches',
];

/** One record per language, so that a build holds one language's index at a time. */
const searchRecordName = (lang: Lang) => `search-index-${lang}`;
type SearchEntry = { key: string; files: [string, string][] };

/** A language's search index files, reused from the previous build when its records and code are the same. */
function searchFiles(lang: Lang, code: string | undefined): [string, string][] {
  const records = searchRecords(lang);
  if (code === undefined) return searchIndexFiles(lang, records);
  const key = sha(JSON.stringify([code, lang, records]));
  const previous = readRecord<SearchEntry>(searchRecordName(lang));
  if (previous && previous.key === key) return previous.files;
  const files = searchIndexFiles(lang, records);
  writeRecord(searchRecordName(lang), { key, files } satisfies SearchEntry);
  return files;
}

/**
 * The previous build's counterpart of each file of a language, for linking
 * (write-output.ts). A language's shards sit in a folder named by the index's
 * version (`search/en-<hash>/`), which any edit changes; yet after a small
 * edit most shards are the same bytes under the same name, so a shard's
 * counterpart is the file of that name in the previous version's folder
 * (named in the previous top-level file). Other files: the same path.
 */
function previousSearchFile(previous: string, lang: Lang, search: [string, string][]) {
  const shardDir = (top: string) => `search/${(JSON.parse(top) as Pick<TopIndex, 'dir'>).dir}/`;
  const topFile = localIndexUrl(lang).slice(1);
  const current = search.find(([file]) => file === topFile);
  let before: string | undefined;
  try {
    before = shardDir(readFileSync(path.join(previous, topFile), 'utf8'));
  } catch {
    // No previous index (or an unreadable one): shards are written.
  }
  const now = current && shardDir(current[1]);
  return (file: string) =>
    before && now && file.startsWith(now)
      ? path.join(previous, before, file.slice(now.length))
      : previousFile(previous, file);
}

/** Copies written per batch: every page's copy is not held as a file body at once. */
const COPY_BATCH = 200;

/**
 * Feeds, sitemap, robots.txt, llms.txt files, search index and a Markdown copy
 * of every page, into `outDir`, a group at a time (one language's search index
 * at a time: at a few thousand pages, the largest thing the build holds).
 * `previous`: the output folder this one replaces (incremental builds): the
 * search index is reused where nothing it is made from changed, and a file
 * identical to the previous one is linked from there (write-output.ts).
 */
export async function writeCrawlerFiles(outDir: string, { previous }: { previous?: string } = {}) {
  const pages = allPages();
  const code = previous !== undefined ? sourceKey(SEARCH_SOURCES) : undefined;
  const writeAll = (files: [string, string][], linkFrom = (file: string) => previousFile(previous, file)) =>
    Promise.all(files.map(([file, body]) => writeOutput(outDir, file, body, linkFrom(file))));
  await writeAll([
    ['sitemap.xml', sitemap()],
    ['robots.txt', robotsTxt()],
  ]);
  for (const lang of LANGS) {
    const { index, full } = llmsFiles(lang);
    const base = localizePath('/', lang).slice(1);
    const search = searchFiles(lang, code);
    await writeAll(
      [
        [FEEDS[lang].file.slice(1), blogFeed(lang)],
        [`${base}llms.txt`, index],
        [`${base}llms-full.txt`, full],
        ...search,
      ],
      previous === undefined ? undefined : previousSearchFile(previous, lang, search),
    );
  }
  for (let start = 0; start < pages.length; start += COPY_BATCH) {
    await writeAll(
      pages
        .slice(start, start + COPY_BATCH)
        .map((page): [string, string] => [markdownPathOf(page.route).slice(1), markdownCopy(page)]),
    );
  }
}

const SELF = fileURLToPath(import.meta.url);

/**
 * `writeCrawlerFiles` in a child process (Node with tsx's loader), which
 * inherits the environment (content folder, cache folder). `stop()` ends it
 * and resolves once it has exited, so that nothing writes into `outDir` any more.
 */
export function writeCrawlerFilesInChild(outDir: string, { previous }: { previous?: string } = {}) {
  const child = startChildScript(SELF, { CRAWLER_OUT_DIR: outDir, CRAWLER_PREVIOUS: previous ?? '' });
  return { done: child.succeeded('Writing the crawler files and search index failed'), stop: child.stop };
}

const outDirOfChild = process.env.CRAWLER_OUT_DIR;
if (outDirOfChild) {
  runAsChildScript(SELF, () =>
    writeCrawlerFiles(outDirOfChild, { previous: process.env.CRAWLER_PREVIOUS || undefined }),
  );
}
