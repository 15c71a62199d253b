/** Builds the sharded local index (app/lib/search/shard-format.ts) from the records of a language. Pure. */
import { indexData, keptPostings } from '../../../app/lib/search/index-data';
import { FIELDS } from '../../../app/lib/search/ranking';
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
import { isHanTerm, phraseKey } from '../../../app/lib/search/tokenize';
import type { SearchRecord } from '../../../app/lib/search/types';

/** A term shard is cut once its postings pass this many bytes of JSON (about a quarter of that gzipped). */
const TERM_SHARD_BYTES = 16_000;
/** Exact-key buckets hold about this many bytes of JSON each. */
const EXACT_BUCKET_BYTES = 6_000;
export interface ShardedIndex {
  top: TopIndex;
  /** File (under `/search/`) → body. */
  files: Map<string, string>;
}

/** A term's postings in one field: the records that count (`keptPostings`), in record order, delta-coded. */
function postings(
  flat: number[],
  lengths: number[][],
  fieldId: number,
  avg: number,
  types: string[],
): FieldPostings {
  const count = flat.length / 2;
  const kept = keptPostings(flat, lengths, fieldId, avg);
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
  const shards: string[] = [];
  let current: TermEntry[] = [];
  let size = 0;
  let first = '';
  const flush = () => {
    if (current.length === 0) return;
    shards.push(first);
    publish('t', { v: SHARD_FORMAT, terms: current } satisfies TermShard);
    current = [];
    size = 0;
  };
  index.forEach(([term, byField]) => {
    const fields: Record<string, FieldPostings> = {};
    byField.forEach((entries, fieldId) => {
      fields[fieldId] = postings(entries, data.fieldLength, fieldId, data.averageFieldLength[fieldId], types);
    });
    const entry: TermEntry = [term, fields];
    if (current.length === 0) first = term;
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
    terms: index
      .map(([term]) => term)
      .filter((term) => !isHanTerm(term))
      .join('\n'),
    dir,
    shards,
    pages,
    buckets: bucketCount,
  };
  return { top, files };
}
