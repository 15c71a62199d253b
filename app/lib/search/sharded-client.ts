/**
 * Searches the sharded local index (`shard-format.ts`): for each query, only
 * the term shards holding the terms it can match (typos and prefixes are
 * expanded against the dictionary first), the exact-key bucket of its phrase,
 * then the record chunks of the records shown. What has been fetched is kept.
 * The ranking is the whole index's (`rankRecords`), on a MiniSearch index of
 * the loaded terms with the whole index's statistics.
 */
import MiniSearch from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import { FIELD_WEIGHTS, maxTypos } from './ranking';
import { rankRecords, type IndexedRecord, type RecordView } from './query';
import { hitsOf, type LocalQuery } from './local-client';
import {
  RECORDS_PER_CHUNK,
  TYPE_OF_CODE,
  bucketOf,
  shardFile,
  shardUrl,
  type ExactBucket,
  type RecordChunk,
  type TermShard,
  type TopIndex,
} from './shard-format';
import { phraseKey, queryWords, tokenize } from './tokenize';
import type { SearchRecord } from './types';

const FIELD_COUNT = Object.keys(FIELD_WEIGHTS).length;

export type FetchJson = (file: string) => Promise<unknown>;

/** A map whose size is a term's document frequency in the whole index, when fewer records are published. */
class Postings extends Map<number, number> {
  constructor(
    entries: [number, number][],
    private readonly df: number,
  ) {
    super(entries);
  }
  override get size() {
    return this.df;
  }
}

export class ShardedSearch {
  private readonly dictionary: SearchableMap<number>;
  private readonly terms: string[];
  private readonly shardFetches = new Map<number, Promise<void>>();
  private readonly types = new Map<number, SearchRecord['type']>();
  private readonly exact = new Map<number, Promise<ExactBucket>>();
  private readonly chunks = new Map<number, Promise<RecordChunk>>();
  /** A MiniSearch index of the terms loaded so far, with the whole index's statistics. */
  private readonly mini: MiniSearch<IndexedRecord>;
  /** Files fetched so far (to measure what a search downloads). */
  readonly fetched: string[] = [];

  constructor(
    readonly top: TopIndex,
    private readonly fetchJson: FetchJson,
  ) {
    this.terms = top.terms ? top.terms.split('\n') : [];
    this.dictionary = new SearchableMap<number>();
    this.terms.forEach((t, i) => this.dictionary.set(t, i));
    this.mini = MiniSearch.loadJS<IndexedRecord>(
      {
        documentCount: top.documentCount,
        nextId: top.nextId,
        documentIds: {},
        fieldIds: top.fieldIds,
        fieldLength: {},
        averageFieldLength: top.averageFieldLength,
        storedFields: {},
        dirtCount: 0,
        index: [],
        serializationVersion: 2,
      },
      { fields: Object.keys(FIELD_WEIGHTS), tokenize, processTerm: (t) => t },
    );
  }

  /** `fetchJson` is given URL paths from the site root (`/search/…`). */
  static async load(topUrl: string, fetchJson: FetchJson): Promise<ShardedSearch> {
    return new ShardedSearch((await fetchJson(topUrl)) as TopIndex, (file) => fetchJson(shardUrl(file)));
  }

  private get(file: string): Promise<unknown> {
    this.fetched.push(file);
    return this.fetchJson(file);
  }

  /** Every dictionary term a query can match, the way `matchWord` asks MiniSearch. */
  termsOf(query: string): string[] {
    const found = new Set<string>();
    const look = (term: string, fuzzy: number, prefix: boolean) => {
      if (this.dictionary.has(term)) found.add(term);
      if (prefix) for (const [t] of this.dictionary.atPrefix(term)) found.add(t);
      if (fuzzy) for (const [t] of this.dictionary.fuzzyGet(term, fuzzy)) found.add(t);
    };
    for (const word of queryWords(query)) {
      if (!word.cjk) {
        look(word.term, maxTypos(word.term), word.last && word.term.length >= 2);
        word.parts.forEach((p, i) =>
          look(p, maxTypos(p), word.last && i === word.parts.length - 1 && p.length >= 2),
        );
      } else if (word.pairs.length === 0) look(word.term, 0, true);
      else for (const pair of word.pairs) look(pair, 0, false);
    }
    return [...found];
  }

  /** The shard holding a term: the last whose first term is not after it. */
  private shardOf(term: string): number {
    return lastAtOrBelow(this.top.shards, this.dictionary.get(term)!);
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

  /**
   * Adds a shard's postings to the MiniSearch index, straight into its maps
   * (minisearch 7.2's `_index`, `_documentIds`, `_fieldLength`): a term's map
   * reports its whole-index document frequency when fewer records are published.
   */
  private add(shard: TermShard) {
    const internals = this.mini as unknown as {
      _index: SearchableMap<Map<number, Map<number, number>>>;
      _documentIds: Map<number, number>;
      _fieldLength: Map<number, number[]>;
    };
    for (const [term, fields] of shard.terms) {
      const byField = new Map<number, Map<number, number>>();
      for (const [fieldId, [df, ids, tfs, lengths, types]] of Object.entries(fields)) {
        const field = Number(fieldId);
        let id = 0;
        const entries = ids.map((delta, i): [number, number] => {
          id += delta;
          this.types.set(id, TYPE_OF_CODE[types[i]]);
          let own = internals._fieldLength.get(id);
          if (!own) {
            internals._fieldLength.set(id, (own = new Array<number>(FIELD_COUNT).fill(0)));
            internals._documentIds.set(id, id);
          }
          own[field] = lengths[i];
          return [id, tfs[i]];
        });
        byField.set(field, entries.length === df ? new Map(entries) : new Postings(entries, df));
      }
      internals._index.set(term, byField);
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
    const shards = new Set(this.termsOf(query).map((t) => this.shardOf(t)));
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
    return rankRecords(this.mini, view, query);
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
function lastAtOrBelow(starts: readonly number[], value: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= value) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
