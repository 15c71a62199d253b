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
import { FEEDS } from '../../../app/config/feeds';
import { getContent } from '../../../app/lib/content.server';
import { joinRoute, LANGS, type Lang } from '../../../app/lib/routes';
import { localIndexName, localIndexUrl } from '../../../app/lib/search/config';
import { blogFeed } from './feeds';
import { llmsIndexPathOf, markdownPathOf } from '../../../app/lib/markdown-copy';
import { llmsFiles, markdownCopy } from './llms';
import { robotsTxt, sitemap } from './sitemap';
import { searchIndexFiles, searchRecords } from './search-index';
import type { TopIndex } from '../../../app/lib/search/shard-format';
import type { Settings } from '../../../content-schema/shared/settings';
import { previousFile, writeOutput } from '../output';
import { readRecord, sha, writeRecord } from '../records';

/** One record per version's language, so that a build holds one index at a time. */
const searchRecordName = (name: string) => `search-index-${name}`;
type SearchEntry = { key: string; files: [string, string][] };

/** A version's language's search index files, reused from the previous build when its records and code are the same. */
function searchFiles(settings: Settings, lang: Lang, version: string, code: string | undefined) {
  const records = searchRecords(lang, version);
  if (code === undefined) return { files: searchIndexFiles(lang, records, version), reused: false };
  const name = localIndexName(lang, version);
  const key = sha(JSON.stringify([code, name, records]));
  const previous = readRecord<SearchEntry>(settings, searchRecordName(name));
  if (previous && previous.key === key) return { files: previous.files, reused: true };
  const files = searchIndexFiles(lang, records, version);
  writeRecord(settings, searchRecordName(name), { key, files } satisfies SearchEntry);
  return { files, reused: false };
}

/**
 * The previous build's counterpart of each file of a language, for linking
 * (output.ts). A language's shards sit in a folder named by the index's
 * version (`search/en-<hash>/`), which any edit changes; yet after a small
 * edit most shards are the same bytes under the same name, so a shard's
 * counterpart is the file of that name in the previous version's folder
 * (named in the previous top-level file). Other files: the same path.
 */
function previousSearchFile(previous: string, lang: Lang, version: string, search: [string, string][]) {
  const shardDir = (top: string) => `search/${(JSON.parse(top) as Pick<TopIndex, 'dir'>).dir}/`;
  const topFile = localIndexUrl(lang, version).slice(1);
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
  const searchBuilt: string[] = [];
  const writeAll = (files: [string, string][], linkFrom = (file: string) => previousFile(previous, file)) =>
    Promise.all(files.map(([file, body]) => writeOutput(outDir, file, body, linkFrom(file))));
  await writeAll([
    ['sitemap.xml', await sitemap()],
    ['robots.txt', robotsTxt()],
    // The blog and its feeds belong to the site, not to a version.
    ...LANGS.map((lang): [string, string] => [FEEDS[lang].file.slice(1), blogFeed(lang)]),
  ]);
  // Each version's language: its llms files under its prefix, its own search index.
  for (const version of getContent().versions) {
    for (const lang of LANGS) {
      const { index, full } = llmsFiles(lang, version);
      const base = joinRoute(version, lang, '/').slice(1);
      const { files: search, reused } = searchFiles(settings, lang, version, code);
      if (!reused) searchBuilt.push(localIndexName(lang, version));
      await writeAll(
        [[llmsIndexPathOf(version, lang).slice(1), index], [`${base}llms-full.txt`, full], ...search],
        previous === undefined ? undefined : previousSearchFile(previous, lang, version, search),
      );
    }
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
