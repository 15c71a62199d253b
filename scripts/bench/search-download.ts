/**
 * What a first search downloads from the sharded local index: the top-level
 * file, then the term shards, exact-key bucket and page files the query
 * needs, gzip-compressed as a static host serves them. Used by `npm run bench`
 * and the size test; `firstSearchDownload(dist, lang)` is the figure per language.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { localIndexUrl } from '../../app/lib/search/config';
import { ShardedSearch } from '../../app/lib/search/sharded-client';
import { shardUrl, type TopIndex } from '../../app/lib/search/shard-format';
import { judgedQueries } from './search-judge';

export interface DownloadSize {
  query: string;
  /** Gzip bytes of everything fetched for this query, on a fresh page. */
  gzip: number;
  files: number;
}

/** Reads a published search file (a path under the site root, such as `/search/index.en.json`). */
export type ReadFile = (urlPath: string) => Buffer;

const gzipSize = new Map<Buffer, number>();
const gz = (body: Buffer) => gzipSize.get(body) ?? gzipSize.set(body, gzipSync(body).length).get(body)!;

/** The download of each query, each as the first search of a fresh page. */
export async function firstSearchSizes(
  read: ReadFile,
  lang: string,
  queries: string[],
  version?: string,
): Promise<DownloadSize[]> {
  const cache = new Map<string, Buffer>();
  const load = (urlPath: string) => cache.get(urlPath) ?? cache.set(urlPath, read(urlPath)).get(urlPath)!;
  const out: DownloadSize[] = [];
  for (const query of queries) {
    const fetched: Buffer[] = [];
    const fetchJson = (file: string) => {
      const body = load(shardUrl(file));
      fetched.push(body);
      return Promise.resolve(JSON.parse(body.toString('utf8')) as unknown);
    };
    const top = load(localIndexUrl(lang, version));
    fetched.push(top);
    const search = new ShardedSearch(JSON.parse(top.toString('utf8')) as TopIndex, fetchJson);
    await search.search({ query, hitsPerPage: 20, snippetWords: 10 });
    out.push({ query, gzip: fetched.reduce((sum, body) => sum + gz(body), 0), files: fetched.length });
  }
  return out;
}

/**
 * The first-search download of a language in a built site (`dist/`), over the
 * judged queries of that language: the largest, the median and the query that
 * needs the most. An archived version's index (`version`) is measured with the
 * same queries.
 */
export async function firstSearchDownload(
  dist: string,
  lang: 'en' | 'zh',
  queries = judgedQueries()
    .filter((q) => q.lang === lang)
    .map((q) => q.query),
  version?: string,
) {
  const sizes = await firstSearchSizes(
    (urlPath) => readFileSync(path.join(dist, urlPath)),
    lang,
    queries,
    version,
  );
  const sorted = [...sizes].sort((a, b) => a.gzip - b.gzip);
  return {
    lang,
    queries: sizes.length,
    topLevelGzip: gz(readFileSync(path.join(dist, localIndexUrl(lang, version)))),
    medianGzip: sorted[Math.floor(sorted.length / 2)]?.gzip ?? 0,
    maxGzip: sorted.at(-1)?.gzip ?? 0,
    largest: sorted.at(-1),
  };
}
