/**
 * What the local index holds: the fields of a record and the statistics BM25
 * reads (`query.ts`). The build publishes them in shards
 * (scripts/build/crawler/shard-build.ts); the whole-index client computes
 * them in memory (`local-client.ts`).
 */
import { FIELDS, tfWeight, type Field } from './ranking';
import { tokenize } from './tokenize';
import { HEADING_LEVELS, type SearchRecord } from './types';

/** What the index holds of a record, by field: its own text, and the titles above it. */
export function fieldsOf(r: SearchRecord): Record<Field, string> {
  const depth = r.type === 'content' ? 6 : Number(r.type.slice(3));
  const headings = HEADING_LEVELS.filter((l) => Number(l.slice(3)) <= depth)
    .map((l) => r.hierarchy[l])
    .filter(Boolean);
  return {
    title: r.hierarchy.lvl1,
    heading: headings.join(' '),
    description: r.type === 'lvl1' ? (r.content ?? '') : '',
    content: r.type === 'content' ? (r.content ?? '') : '',
  };
}

/**
 * What the index is made of: its statistics and, per term, its frequency in
 * each field of each record; the figures BM25 reads (`query.ts`).
 */
export interface IndexData {
  documentCount: number;
  /** By field id, the field's mean length over all records (0 for a record without it). */
  averageFieldLength: number[];
  /** By record id, the length of each field (by field id): its number of distinct terms. */
  fieldLength: number[][];
  /**
   * Term → by field id, the records that have it there, in record order, as
   * one flat list `[record id, term frequency, record id, term frequency, …]`
   * (a pair per array would cost the build hundreds of MB at a few thousand pages).
   */
  terms: Map<string, number[][]>;
}

/**
 * The index data of the records: every term `tokenize` yields for a field,
 * with how often; a field's length counts distinct terms, so a paragraph
 * that repeats a word is not taken for a long one.
 */
export function indexData(records: SearchRecord[]): IndexData {
  const total = FIELDS.map(() => 0);
  const terms = new Map<string, number[][]>();
  const fieldLength = records.map((record, id) => {
    const text = fieldsOf(record);
    return FIELDS.map((field, fieldId) => {
      const tokens = tokenize(text[field]);
      for (const term of tokens) {
        let byField = terms.get(term);
        if (!byField) terms.set(term, (byField = []));
        const docs = (byField[fieldId] ??= []);
        if (docs[docs.length - 2] === id) docs[docs.length - 1]++;
        else docs.push(id, 1);
      }
      const length = new Set(tokens).size;
      total[fieldId] += length;
      return length;
    });
  });
  return {
    documentCount: records.length,
    averageFieldLength: total.map((sum) => (records.length === 0 ? 0 : sum / records.length)),
    fieldLength,
    terms,
  };
}

/**
 * At most this many records of a term count per field: the ones where the
 * term weighs most (BM25 of that term alone), with the term's true document
 * frequency, so its weight against rarer words stays the true one. A word
 * found in thousands of records (`the`, `rslib`) then costs a query 700
 * postings, not all of them; both the sharded index (which publishes only
 * these) and the whole index in memory keep only these, so they answer alike.
 * On the real site the commonest words pass the cap (in body text: `the`,
 * `a`, `lib`, `rslib`, `config`, `output` and ten more in English; `lib`,
 * `rslib`, `文件` in Chinese), which barely moves the judged queries (top-3
 * 96.1% with 1,000, 95.3% with 700); on a site of 3,000 pages it keeps the
 * first search within its budget (a two-letter prefix such as `co` reaches
 * hundreds of terms: 157 KB gzip with 1,000, 147 KB with 700).
 */
export const MAX_POSTINGS = 700;

/**
 * Which of a term's records in a field count (positions in `flat`, a field's
 * `[record id, term frequency, …]` list): all of them, or the `MAX_POSTINGS`
 * where the term weighs most, in record order.
 */
export function keptPostings(
  flat: number[],
  fieldLength: number[][],
  fieldId: number,
  average: number,
): number[] {
  const count = flat.length / 2;
  const kept = Array.from({ length: count }, (_, i) => i);
  if (count <= MAX_POSTINGS) return kept;
  const weight = (i: number) => tfWeight(flat[2 * i + 1], fieldLength[flat[2 * i]][fieldId], average);
  return kept
    .sort((a, b) => weight(b) - weight(a) || flat[2 * a] - flat[2 * b])
    .slice(0, MAX_POSTINGS)
    .sort((a, b) => flat[2 * a] - flat[2 * b]);
}
