/**
 * Searches the sharded local index (`shard-format.ts`): for each query, only
 * the term shards holding the terms it can match (typos and prefixes are
 * expanded against the dictionary first), the exact-key bucket of its phrase,
 * then the page files of the records shown. What has been fetched is kept.
 * The ranking is the whole index's (`rankRecords`), on a MiniSearch index of
 * the loaded terms with the whole index's statistics.
 */
import MiniSearch from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import { FIELD_WEIGHTS, maxTypos } from './ranking';
import { rankRecords, type IndexedRecord, type RecordView } from './query';
import { hitsOf, type LocalQuery } from './local-client';
import { TYPE_OF_CODE, bucketOf, type ExactBucket, type PageFile, type TermShard, type TopIndex } from './shard-format';
import { phraseKey, queryWords, tokenize } from './tokenize';
import type { SearchRecord } from './types';

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
  private readonly loaded: TermShard['terms'] = [];
  private readonly types = new Map<number, SearchRecord['type']>();
  private readonly lengths = new Map<number, number[]>();
  private readonly exact = new Map<number, Promise<ExactBucket>>();
  private readonly pages = new Map<number, Promise<PageFile>>();
  private mini: MiniSearch<IndexedRecord> | null = null;
  /** Files fetched so far (to measure what a search downloads). */
  readonly fetched: string[] = [];

  constructor(
    readonly top: TopIndex,
    private readonly fetchJson: FetchJson,
  ) {
    this.terms = top.terms ? top.terms.split('\n') : [];
    this.dictionary = new SearchableMap<number>();
    this.terms.forEach((t, i) => this.dictionary.set(t, i));
  }

  static async load(topFile: string, fetchJson: FetchJson): Promise<ShardedSearch> {
    return new ShardedSearch((await fetchJson(topFile)) as TopIndex, fetchJson);
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
        word.parts.forEach((p, i) => look(p, maxTypos(p), word.last && i === word.parts.length - 1 && p.length >= 2));
      } else if (word.pairs.length === 0) look(word.term, 0, true);
      else for (const pair of word.pairs) look(pair, 0, false);
    }
    return [...found];
  }

  /** The shard holding a term: the last whose first term is not after it. */
  private shardOf(term: string): number {
    const index = this.dictionary.get(term)!;
    const { first } = this.top.shards;
    let lo = 0;
    let hi = first.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (first[mid] <= index) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  private loadShard(n: number): Promise<void> {
    let pending = this.shardFetches.get(n);
    if (!pending) {
      pending = this.get(this.top.shards.files[n]).then((body) => {
        const shard = body as TermShard;
        for (const [, fields] of shard.terms) {
          for (const [fieldId, [, ids, , lengths, types]] of Object.entries(fields)) {
            let id = 0;
            ids.forEach((delta, i) => {
              id += delta;
              this.types.set(id, TYPE_OF_CODE[types[i]]);
              const own = this.lengths.get(id) ?? this.lengths.set(id, [0, 0, 0, 0]).get(id)!;
              own[Number(fieldId)] = lengths[i];
            });
          }
        }
        this.loaded.push(...shard.terms);
        this.mini = null;
      });
      pending.catch(() => this.shardFetches.delete(n));
      this.shardFetches.set(n, pending);
    }
    return pending;
  }

  private loadExact(key: string): Promise<ExactBucket> {
    const n = bucketOf(key, this.top.exact.files.length);
    let pending = this.exact.get(n);
    if (!pending) {
      pending = this.get(this.top.exact.files[n]) as Promise<ExactBucket>;
      pending.catch(() => this.exact.delete(n));
      this.exact.set(n, pending);
    }
    return pending;
  }

  private loadPage(n: number): Promise<PageFile> {
    let pending = this.pages.get(n);
    if (!pending) {
      pending = this.get(this.top.pages.files[n]) as Promise<PageFile>;
      pending.catch(() => this.pages.delete(n));
      this.pages.set(n, pending);
    }
    return pending;
  }

  /** A MiniSearch index of the terms loaded so far, with the whole index's statistics. */
  private index(): MiniSearch<IndexedRecord> {
    if (this.mini) return this.mini;
    const index: [string, Record<string, Record<string, number>>][] = this.loaded.map(([term]) => [term, {}]);
    const mini = MiniSearch.loadJS<IndexedRecord>(
      {
        documentCount: this.top.documentCount,
        nextId: this.top.nextId,
        documentIds: Object.fromEntries([...this.lengths.keys()].map((id) => [id, id])),
        fieldIds: this.top.fieldIds,
        fieldLength: Object.fromEntries(this.lengths),
        averageFieldLength: this.top.averageFieldLength,
        storedFields: {},
        dirtCount: 0,
        index,
        serializationVersion: 2,
      } as never,
      { fields: Object.keys(FIELD_WEIGHTS), tokenize, processTerm: (t) => t },
    );
    // The postings, set in directly: a term's map reports its whole-index document frequency.
    const map = (mini as unknown as { _index: SearchableMap<Map<number, Map<number, number>>> })._index;
    for (const [term, fields] of this.loaded) {
      const byField = map.get(term)!;
      for (const [fieldId, [df, ids, tfs]] of Object.entries(fields)) {
        let id = 0;
        const entries = ids.map((delta, i): [number, number] => [(id += delta), tfs[i]]);
        byField.set(Number(fieldId), entries.length === df ? new Map(entries) : new Postings(entries, df));
      }
    }
    return (this.mini = mini);
  }

  private pageOf(id: number): number {
    const { first } = this.top.pages;
    let lo = 0;
    let hi = first.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (first[mid] <= id) lo = mid;
      else hi = mid - 1;
    }
    return lo;
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
    return rankRecords(this.index(), view, query);
  }

  /** Answers a DocSearch request: ranks, then fetches the pages of the records shown. */
  async search(q: LocalQuery) {
    const started = Date.now();
    if (!q.query.trim()) return { hits: [], nbHits: 0, processingTimeMS: 0 };
    const exactIds = await this.prepare(q.query);
    const ranked = this.rank(q.query, exactIds);
    const shown = ranked.slice(0, q.hitsPerPage);
    const records: SearchRecord[] = [];
    await Promise.all(
      [...new Set(shown.map((r) => this.pageOf(r.id)))].map(async (n) => {
        const page = await this.loadPage(n);
        page.records.forEach((record, i) => (records[this.top.pages.first[n] + i] = record));
      }),
    );
    return { hits: hitsOf(records, shown, q), nbHits: ranked.length, processingTimeMS: Date.now() - started };
  }
}
