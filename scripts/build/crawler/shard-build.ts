/** Builds the sharded local index (app/lib/search/shard-format.ts) from the records of a language. Pure. */
import { indexData } from '../../../app/lib/search/index-data';
import { FIELDS, tfWeight } from '../../../app/lib/search/ranking';
import {
  SHARD_FORMAT,
  TYPE_CODES,
  RECORDS_PER_CHUNK,
  bucketOf,
  hash32,
  shardFile,
  type ExactBucket,
  type FieldPostings,
  type RecordChunk,
  type TermEntry,
  type TermShard,
  type TopIndex,
} from '../../../app/lib/search/shard-format';
import { phraseKey } from '../../../app/lib/search/tokenize';
import type { SearchRecord } from '../../../app/lib/search/types';

/** A term shard is cut once its postings pass this many bytes of JSON (about a quarter of that gzipped). */
const TERM_SHARD_BYTES = 16_000;
/** Exact-key buckets hold about this many bytes of JSON each. */
const EXACT_BUCKET_BYTES = 6_000;
/**
 * At most this many records are published per term and field: the ones where
 * the term weighs most (BM25 of that term alone). On the real site the most
 * records a term has in one field is 846 (English `the`, body text; Chinese:
 * 613), so nothing is left out there and the answers
 * are exactly the whole index's; on a site many times larger, a word found in
 * thousands of records keeps its most relevant ones (its document frequency,
 * and so its weight against rarer words, stays the true one).
 */
export const MAX_POSTINGS = 1_000;

export interface ShardedIndex {
  top: TopIndex;
  /** File (under `/search/`) → body. */
  files: Map<string, string>;
}

/** A term's postings in one field: the most relevant `MAX_POSTINGS` records, in record order, delta-coded. */
function postings(
  flat: number[],
  lengths: number[][],
  fieldId: number,
  avg: number,
  types: string[],
): FieldPostings {
  const count = flat.length / 2;
  // Pair indexes, in record order (the order the records were added in).
  let kept = Array.from({ length: count }, (_, i) => i);
  if (count > MAX_POSTINGS) {
    const weight = (i: number) => tfWeight(flat[2 * i + 1], lengths[flat[2 * i]][fieldId], avg);
    kept = kept
      .sort((a, b) => weight(b) - weight(a) || flat[2 * a] - flat[2 * b])
      .slice(0, MAX_POSTINGS)
      .sort((a, b) => flat[2 * a] - flat[2 * b]);
  }
  let last = 0;
  const ids = kept.map((i) => {
    const delta = flat[2 * i] - last;
    last = flat[2 * i];
    return delta;
  });
  return [
    count,
    ids,
    kept.map((i) => flat[2 * i + 1]),
    kept.map((i) => lengths[flat[2 * i]][fieldId]),
    kept.map((i) => types[flat[2 * i]]).join(''),
  ];
}

export function buildShardedIndex(records: SearchRecord[], lang: string): ShardedIndex {
  const data = indexData(records);
  /** Bodies by kind and number; named once the version (a hash of them all) is known. */
  const bodies: [kind: 't' | 'x' | 'r', body: string][] = [];
  const publish = (kind: 't' | 'x' | 'r', body: unknown) => bodies.push([kind, JSON.stringify(body)]);
  const types = records.map((r) => TYPE_CODES[r.type]);

  // Term shards: consecutive ranges of the sorted dictionary.
  const index = [...data.terms].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const shards: number[] = [];
  let current: TermEntry[] = [];
  let size = 0;
  let first = 0;
  const flush = () => {
    if (current.length === 0) return;
    shards.push(first);
    publish('t', { v: SHARD_FORMAT, terms: current } satisfies TermShard);
    current = [];
    size = 0;
  };
  index.forEach(([term, byField], i) => {
    const fields: Record<string, FieldPostings> = {};
    byField.forEach((entries, fieldId) => {
      fields[fieldId] = postings(entries, data.fieldLength, fieldId, data.averageFieldLength[fieldId], types);
    });
    const entry: TermEntry = [term, fields];
    if (current.length === 0) first = i;
    current.push(entry);
    size += JSON.stringify(entry).length;
    if (size >= TERM_SHARD_BYTES) flush();
  });
  flush();

  // Exact-key buckets: the phrase key of each title and heading record.
  const keys = new Map<string, number[]>();
  records.forEach((r, id) => {
    if (r.type === 'content') return;
    const key = phraseKey(r.hierarchy[r.type] ?? '');
    const list = keys.get(key);
    if (list) list.push(id);
    else keys.set(key, [id]);
  });
  const keyBytes = [...keys].reduce((sum, [key, ids]) => sum + key.length + ids.length * 6 + 6, 0);
  const bucketCount = Math.max(1, Math.ceil(keyBytes / EXACT_BUCKET_BYTES));
  const buckets = Array.from({ length: bucketCount }, (): ExactBucket => ({ v: SHARD_FORMAT, keys: {} }));
  for (const [key, ids] of keys) buckets[bucketOf(key, bucketCount)].keys[key] = ids;
  for (const bucket of buckets) publish('x', bucket);

  // Record chunks, and the page table (records come grouped by page).
  for (let start = 0; start < records.length; start += RECORDS_PER_CHUNK) {
    publish('r', {
      v: SHARD_FORMAT,
      records: records.slice(start, start + RECORDS_PER_CHUNK),
    } satisfies RecordChunk);
  }
  const pages: TopIndex['pages'] = { routes: [], first: [] };
  records.forEach((r, id) => {
    const route = r.url.split('#')[0];
    if (pages.routes.at(-1) !== route) {
      pages.routes.push(route);
      pages.first.push(id);
    }
  });
  if (new Set(pages.routes).size !== pages.routes.length)
    throw new Error(`Search index (${lang}): the records of a page are not together`);

  const version = hash32(bodies.map(([, body]) => hash32(body).toString(36)).join()).toString(36);
  const dir = `${lang}-${version}`;
  const files = new Map<string, string>();
  const count = { t: 0, x: 0, r: 0 };
  for (const [kind, body] of bodies) files.set(shardFile({ dir }, kind, count[kind]++), body);
  const top: TopIndex = {
    v: SHARD_FORMAT,
    lang,
    documentCount: data.documentCount,
    fieldIds: Object.fromEntries(FIELDS.map((field, fieldId) => [field, fieldId])),
    averageFieldLength: data.averageFieldLength,
    terms: index.map(([term]) => term).join('\n'),
    dir,
    shards,
    pages,
    buckets: bucketCount,
  };
  return { top, files };
}
