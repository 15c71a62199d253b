/**
 * Searches the sharded local index (`shard-format.ts`): for each query, only
 * the term shards holding the terms it can match (typos and prefixes are
 * expanded against the dictionary first), the exact-key bucket of its phrase,
 * then the record chunks of the records shown. What has been fetched is kept.
 * The ranking is the whole index's (`rankRecords`), on the postings fetched so
 * far with the whole index's statistics.
 */
import SearchableMap from 'minisearch/SearchableMap';
import { rankRecords, type RecordView, type TermIndex } from './query';
import { hitsOf, type LocalQuery } from './local-client';
import {
  RECORDS_PER_CHUNK,
  TYPE_OF_CODE,
  bucketOf,
  decodePostings,
  shardFile,
  shardUrl,
  type ExactBucket,
  type Postings,
  type RecordChunk,
  type TermShard,
  type TopIndex,
} from './shard-format';
import { hanRangesOfQuery, isHanTerm, phraseKey, termsOfQuery } from './tokenize';
import type { SearchRecord } from './types';

export type FetchJson = (file: string) => Promise<unknown>;

export class ShardedSearch {
  /** The top-level file's terms, and the Chinese terms of the shards fetched so far. */
  private readonly dictionary: SearchableMap<true>;
  private readonly shardFetches = new Map<number, Promise<void>>();
  private readonly types = new Map<number, SearchRecord['type']>();
  private readonly exact = new Map<number, Promise<ExactBucket>>();
  private readonly chunks = new Map<number, Promise<RecordChunk>>();
  /** The postings of the terms fetched so far, by field id. */
  private readonly postings = new Map<string, (Postings | undefined)[]>();
  /** What the ranking reads: the postings fetched so far, the whole index's statistics and dictionary. */
  private readonly index: TermIndex;
  /** Files fetched so far (to measure what a search downloads). */
  readonly fetched: string[] = [];

  constructor(
    readonly top: TopIndex,
    private readonly fetchJson: FetchJson,
  ) {
    this.dictionary = new SearchableMap<true>();
    if (top.terms) for (const term of top.terms.split('\n')) this.dictionary.set(term, true);
    this.index = {
      documentCount: top.documentCount,
      averageFieldLength: top.averageFieldLength,
      dictionary: this.dictionary,
      postings: (term) => this.postings.get(term),
    };
  }

  /** `fetchJson` is given URL paths from the site root (`/search/…`). */
  static async load(topUrl: string, fetchJson: FetchJson): Promise<ShardedSearch> {
    return new ShardedSearch((await fetchJson(topUrl)) as TopIndex, (file) => fetchJson(shardUrl(file)));
  }

  private get(file: string): Promise<unknown> {
    this.fetched.push(file);
    return this.fetchJson(file);
  }

  /** The shard holding a term (or where it would be): the last whose first term is not after it. */
  private shardOf(term: string): number {
    return lastAtOrBelow(this.top.shards, term);
  }

  private loadShard(n: number): Promise<void> {
    let pending = this.shardFetches.get(n);
    if (!pending) {
      pending = this.get(shardFile(this.top, 't', n)).then((body) => this.add(body as TermShard));
      pending.catch(() => this.shardFetches.delete(n));
      this.shardFetches.set(n, pending);
    }
    return pending;
  }

  private add(shard: TermShard) {
    for (const [term, fields] of shard.terms) {
      if (isHanTerm(term)) this.dictionary.set(term, true);
      const byField: (Postings | undefined)[] = [];
      for (const [fieldId, published] of Object.entries(fields)) {
        const postings = decodePostings(published);
        postings.ids.forEach((id, i) => this.types.set(id, TYPE_OF_CODE[published[4][i]]));
        byField[Number(fieldId)] = postings;
      }
      this.postings.set(term, byField);
    }
  }

  private loadExact(key: string): Promise<ExactBucket> {
    const n = bucketOf(key, this.top.buckets);
    let pending = this.exact.get(n);
    if (!pending) {
      pending = this.get(shardFile(this.top, 'x', n)) as Promise<ExactBucket>;
      pending.catch(() => this.exact.delete(n));
      this.exact.set(n, pending);
    }
    return pending;
  }

  private loadChunk(n: number): Promise<RecordChunk> {
    let pending = this.chunks.get(n);
    if (!pending) {
      pending = this.get(shardFile(this.top, 'r', n)) as Promise<RecordChunk>;
      pending.catch(() => this.chunks.delete(n));
      this.chunks.set(n, pending);
    }
    return pending;
  }

  private pageOf(id: number): number {
    return lastAtOrBelow(this.top.pages.first, id);
  }

  /** Fetches what a query needs to be ranked. */
  async prepare(query: string): Promise<Set<number>> {
    const shards = new Set(termsOfQuery(this.dictionary, query).map((t) => this.shardOf(t)));
    // Chinese terms are not in the top-level file: the shards their ranges span.
    for (const [from, to] of hanRangesOfQuery(query))
      for (let n = this.shardOf(from); n <= this.shardOf(to); n++) shards.add(n);
    const key = phraseKey(query);
    const [bucket] = await Promise.all([this.loadExact(key), ...[...shards].map((n) => this.loadShard(n))]);
    return new Set(bucket.keys[key] ?? []);
  }

  /** The query's ranked records, once `prepare` has loaded what it needs. */
  rank(query: string, exactIds: Set<number>) {
    const exact = phraseKey(query);
    const view: RecordView = {
      type: (id) => this.types.get(id)!,
      route: (id) => this.top.pages.routes[this.pageOf(id)],
      // Only equality with the query's own key matters: the bucket says which records have it.
      headingKey: (id) => (exactIds.has(id) ? exact : '\u0000'),
    };
    return rankRecords(this.index, view, query);
  }

  /** Answers a DocSearch request: ranks, then fetches the records shown. */
  async search(q: LocalQuery) {
    const started = Date.now();
    if (!q.query.trim()) return { hits: [], nbHits: 0, processingTimeMS: 0 };
    const exactIds = await this.prepare(q.query);
    const ranked = this.rank(q.query, exactIds);
    const shown = ranked.slice(0, q.hitsPerPage);
    const records: SearchRecord[] = [];
    await Promise.all(
      [...new Set(shown.map((r) => Math.floor(r.id / RECORDS_PER_CHUNK)))].map(async (n) => {
        const chunk = await this.loadChunk(n);
        chunk.records.forEach((record, i) => (records[n * RECORDS_PER_CHUNK + i] = record));
      }),
    );
    return { hits: hitsOf(records, shown, q), nbHits: ranked.length, processingTimeMS: Date.now() - started };
  }
}

/** Position of the last entry of an ascending list that is at most `value` (the range a sorted start list puts it in). */
function lastAtOrBelow<T extends number | string>(starts: readonly T[], value: T): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= value) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
