/**
 * The sharded local index: what the build publishes under `/search/` and the
 * dialog fetches piece by piece. Pure, shared by the build and the browser.
 *
 * - `index.<lang>.json` (the top-level file, fetched on the first search): the
 *   statistics BM25 needs (record count, average field lengths), the sorted
 *   term dictionary without its Chinese terms (so typos and prefixes of Latin
 *   words are expanded to the exact terms before anything else is fetched),
 *   the first term of each term shard, and the page table (route and first
 *   record of every page). Chinese terms (character pairs) need no typo
 *   look-up: a pair is found in the one shard its place in the sorted order
 *   names, and a lone character's pairs in the shards its range spans, so
 *   they travel with their shards only (on a large Chinese site they were
 *   most of the top-level file).
 * - term shards `<lang>-<version>/t<n>.json`: the postings of a range of the
 *   sorted dictionary. Per term and field: its document frequency, then for
 *   each record published (all of them, or the `MAX_POSTINGS` where the term
 *   weighs most) the record id, how often `tokenize` yields the term in that
 *   field, the field's length (its number of distinct terms) and the record type.
 * - exact-key buckets `<lang>-<version>/x<n>.json`: the records whose own title
 *   or heading says exactly a given phrase key (the ranking's exact
 *   criterion), bucketed by a hash of the key; a query needs one bucket.
 * - record chunks `<lang>-<version>/r<n>.json`: the full records,
 *   `RECORDS_PER_CHUNK` consecutive records a file, fetched only for the
 *   records the dialog shows.
 *
 * A record's fields (`fieldIds`) are its page title, its headings (its own and
 * those above it), the page description (page records only) and its
 * paragraph (content records only): `fieldsOf` in `index-data.ts`. The
 * version is a hash of all the shard files, so a host may cache them for good.
 *
 * This format, and the scoring that reads it (`query.ts`), are the project's
 * own, not MiniSearch's: an index fetched a shard at a time, whose commonest
 * terms publish only their best `MAX_POSTINGS` records, needs postings added
 * piece by piece and a document frequency larger than the records at hand,
 * and MiniSearch's public API offers neither (`loadJS` takes a whole index,
 * and it counts a term's records itself). So the files carry all BM25 needs,
 * written down here, and MiniSearch lends only its radix tree
 * (`SearchableMap`, a public export) for typo and prefix look-ups.
 * `tests/unit/search-format.test.ts` pins the files of a small site.
 */
import type { SearchRecord } from './types';

export const SHARD_FORMAT = 3;

/** Record types in postings, one character each. */
export const TYPE_CODES: Record<SearchRecord['type'], string> = {
  lvl1: '1',
  lvl2: '2',
  lvl3: '3',
  lvl4: '4',
  lvl5: '5',
  lvl6: '6',
  content: 'c',
};
export const TYPE_OF_CODE = Object.fromEntries(Object.entries(TYPE_CODES).map(([t, c]) => [c, t])) as Record<
  string,
  SearchRecord['type']
>;

/**
 * The postings of one term in one field, as published: how many records of
 * the whole index hold it (BM25's document frequency), then, for the records
 * published, record ids (ascending, each as its difference from the previous
 * one), term frequencies, field lengths and type codes (`TYPE_CODES`).
 */
export type FieldPostings = [df: number, ids: number[], tfs: number[], lengths: number[], types: string];

/** A term's postings in one field, decoded: record ids ascending, as the scoring reads them. */
export interface Postings {
  /** How many records of the whole index have the term in the field: BM25's document frequency. */
  df: number;
  ids: number[];
  /** How often the term occurs in the field of each record. */
  tfs: number[];
  /** The field's length (distinct terms) in each record. */
  lengths: number[];
}

export function decodePostings([df, deltas, tfs, lengths]: FieldPostings): Postings {
  let id = 0;
  return { df, ids: deltas.map((delta) => (id += delta)), tfs, lengths };
}

/** A term and its postings by field id. */
export type TermEntry = [term: string, fields: Record<string, FieldPostings>];

export interface TermShard {
  v: number;
  terms: TermEntry[];
}

/** Exact-key bucket: phrase key → record ids. */
export interface ExactBucket {
  v: number;
  keys: Record<string, number[]>;
}

export interface RecordChunk {
  v: number;
  records: SearchRecord[];
}

/** Records per record chunk: about 6 KB of JSON, 2 KB gzipped. */
export const RECORDS_PER_CHUNK = 16;

export interface TopIndex {
  v: number;
  lang: string;
  /** Records in the whole index. */
  documentCount: number;
  /** Field name → the field id postings and `averageFieldLength` use. */
  fieldIds: Record<string, number>;
  /** By field id, the field's mean length (distinct terms) over all records, empty ones included. */
  averageFieldLength: number[];
  /** Every term of the index but the Chinese-only ones (`isHanTerm`), in code-unit order, one per line. */
  terms: string;
  /** The folder of the shards, under `/search/`: `<lang>-<version>`. */
  dir: string;
  /** Term shards `t<n>.json`: each shard's first term, in code-unit order. */
  shards: string[];
  /** Pages in record order: route and first record id. */
  pages: { routes: string[]; first: number[] };
  /** How many exact-key buckets `x<n>.json` there are, by `bucketOf(key, buckets)`. */
  buckets: number;
}

/** A 32-bit FNV-1a hash of a string, as 8 hex digits (file names, buckets). */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export const bucketOf = (key: string, buckets: number) => hash32(key) % buckets;

/** The files of a sharded index, under `/search/`. */
export const shardFile = (top: Pick<TopIndex, 'dir'>, kind: 't' | 'x' | 'r', n: number) =>
  `${top.dir}/${kind}${n}.json`;
/** Where a shard file is published. */
export const shardUrl = (file: string) => `/search/${file}`;
