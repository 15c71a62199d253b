/**
 * The files made from the content alone, not from the app's render: feeds,
 * sitemap, robots.txt, llms.txt files, the search index and a Markdown copy
 * of every page (made by the content build from its parse of each page:
 * content-schema/markdown/plain-copy-store.ts). A task of the build pool
 * (worker.ts), started as soon as the content is built: it needs neither the
 * app build nor the checks, and runs while other workers render pages.
 *
 * A language's search index files are reused from the previous build when
 * its records (built from the content) and the index code (`code`, from
 * inputs.ts: the module graph of this file, the packages, the settings) are
 * unchanged.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { allPages } from '../../../app/lib/content-query.server';
import {
  llmsFiles,
  markdownCopy,
  markdownPathOf,
  robotsTxt,
  sitemap,
} from '../../../app/lib/crawler-files.server';
import { FEEDS } from '../../../app/config/feeds';
import { blogFeed } from '../../../app/lib/feeds.server';
import { LANGS, localizePath, type Lang } from '../../../app/lib/routes';
import { localIndexUrl } from '../../../app/lib/search/config';
import { searchIndexFiles, searchRecords } from './search-index';
import type { TopIndex } from '../../../app/lib/search/shard-format';
import type { Settings } from '../../../content-schema/shared/settings';
import { previousFile, writeOutput } from '../output';
import { readRecord, sha, writeRecord } from '../records';

/** One record per language, so that a build holds one language's index at a time. */
const searchRecordName = (lang: Lang) => `search-index-${lang}`;
type SearchEntry = { key: string; files: [string, string][] };

/** A language's search index files, reused from the previous build when its records and code are the same. */
function searchFiles(settings: Settings, lang: Lang, code: string | undefined) {
  const records = searchRecords(lang);
  if (code === undefined) return { files: searchIndexFiles(lang, records), reused: false };
  const key = sha(JSON.stringify([code, lang, records]));
  const previous = readRecord<SearchEntry>(settings, searchRecordName(lang));
  if (previous && previous.key === key) return { files: previous.files, reused: true };
  const files = searchIndexFiles(lang, records);
  writeRecord(settings, searchRecordName(lang), { key, files } satisfies SearchEntry);
  return { files, reused: false };
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

export interface CrawlerJob {
  outDir: string;
  /** The folder the output replaces: its search index may be reused, identical files are linked from it. */
  previous?: string;
  /** The search index code's key (inputs.ts `codeKeys`). */
  code: string;
}

/**
 * Writes the files into `outDir`, a group at a time (one language's search
 * index at a time: at a few thousand pages, the largest thing the build holds);
 * says which languages' search indexes were built rather than reused.
 */
export async function writeCrawlerFiles(settings: Settings, { outDir, previous, code: codeKey }: CrawlerJob) {
  const pages = allPages();
  const code = previous !== undefined ? codeKey : undefined;
  const searchBuilt: Lang[] = [];
  const writeAll = (files: [string, string][], linkFrom = (file: string) => previousFile(previous, file)) =>
    Promise.all(files.map(([file, body]) => writeOutput(outDir, file, body, linkFrom(file))));
  await writeAll([
    ['sitemap.xml', sitemap()],
    ['robots.txt', robotsTxt()],
  ]);
  for (const lang of LANGS) {
    const { index, full } = llmsFiles(lang);
    const base = localizePath('/', lang).slice(1);
    const { files: search, reused } = searchFiles(settings, lang, code);
    if (!reused) searchBuilt.push(lang);
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
  return { searchBuilt };
}
