import { describe, expect, it } from 'vitest';
import { searchRecords } from '../../scripts/build/crawler/search-index';
import { FIELDS } from '~/lib/search/ranking';
import { buildRecords } from '~/lib/search/records';
import { fieldsOf, indexData, MAX_POSTINGS, type IndexData } from '~/lib/search/index-data';
import { buildShardedIndex } from '../../scripts/build/crawler/shard-build';
import { TYPE_CODES, decodePostings, type RecordChunk, type TermShard } from '~/lib/search/shard-format';
import { isHanTerm, tokenize } from '~/lib/search/tokenize';
import type { SearchRecord } from '~/lib/search/types';
import type { TocEntry } from '~/lib/content-types';

/** Term → field id → record id → [term frequency, field length]. */
type Postings = Map<string, Map<number, Map<number, [number, number]>>>;

/**
 * The index the plain way, by the rules `shard-format.ts` and `ranking.ts`
 * state: a term's frequency in a field is how often `tokenize` yields it
 * there, a field's length its number of distinct terms, the average length
 * the mean over all records.
 */
function plainIndex(records: SearchRecord[]) {
  const postings: Postings = new Map();
  const lengths = records.map((record, id) =>
    FIELDS.map((field, fieldId) => {
      const tokens = tokenize(fieldsOf(record)[field]);
      const length = new Set(tokens).size;
      for (const term of tokens) {
        const byField = postings.get(term) ?? postings.set(term, new Map()).get(term)!;
        const byRecord = byField.get(fieldId) ?? byField.set(fieldId, new Map()).get(fieldId)!;
        byRecord.set(id, [(byRecord.get(id)?.[0] ?? 0) + 1, length]);
      }
      return length;
    }),
  );
  const averages = FIELDS.map((_, f) => lengths.reduce((sum, l) => sum + l[f], 0) / records.length);
  return { postings, lengths, averages };
}

/** The same, read back from index data. */
function postingsOf(data: IndexData): Postings {
  const out: Postings = new Map();
  for (const [term, byField] of data.terms) {
    const fields = new Map<number, Map<number, [number, number]>>();
    byField.forEach((flat, fieldId) => {
      const byRecord = new Map<number, [number, number]>();
      for (let i = 0; i < flat.length; i += 2)
        byRecord.set(flat[i], [flat[i + 1], data.fieldLength[flat[i]][fieldId]]);
      fields.set(fieldId, byRecord);
    });
    out.set(term, fields);
  }
  return out;
}

/** The records of a page: its intro paragraph, then `[h2, paragraph]` sections. */
function page(
  route: string,
  title: string,
  description: string | undefined,
  parts: (string | [string, string])[],
) {
  let text = `${title}\n`;
  const toc: TocEntry[] = [];
  for (const part of parts) {
    if (typeof part === 'string') text += `${part}\n`;
    else {
      toc.push({ depth: 2, id: `h${toc.length}`, text: part[0], charIndex: text.length });
      text += `${part[0]}\n${part[1]}\n`;
    }
  }
  return buildRecords({ route, lang: 'en', title, description, group: 'Guide', toc, text });
}

describe('search index build', () => {
  for (const lang of ['en', 'zh'] as const) {
    it(`${lang}: publishes every term's frequency and field length in every record, and the statistics`, () => {
      const records = searchRecords(lang);
      const { top, files } = buildShardedIndex(records, lang);
      const plain = plainIndex(records);
      expect(top.documentCount).toBe(records.length);
      expect(top.averageFieldLength).toEqual(plain.averages);
      expect(top.fieldIds).toEqual({ title: 0, heading: 1, description: 2, content: 3 });
      // The top-level dictionary: every term but the Chinese-only ones, which travel with their shards.
      expect(top.terms.split('\n')).toEqual([...plain.postings.keys()].filter((t) => !isHanTerm(t)).sort());
      // Every posting, with its true document frequency and record type; a term in more
      // than MAX_POSTINGS records of a field publishes MAX_POSTINGS of them.
      const published: Postings = new Map();
      const capped: string[] = [];
      for (const [file, body] of files) {
        if (!/\/t\d+\.json$/.test(file)) continue;
        for (const [term, fields] of (JSON.parse(body) as TermShard).terms) {
          const byField = new Map<number, Map<number, [number, number]>>();
          for (const [fieldId, field] of Object.entries(fields)) {
            const { df, ids, tfs, lengths } = decodePostings(field);
            const all = plain.postings.get(term)?.get(Number(fieldId));
            expect(df, term).toBe(all?.size);
            expect(ids.length, term).toBe(Math.min(df, MAX_POSTINGS));
            if (df > MAX_POSTINGS) capped.push(`${term} ${fieldId}`);
            ids.forEach((id, i) => expect(field[4][i], term).toBe(TYPE_CODES[records[id].type]));
            byField.set(Number(fieldId), new Map(ids.map((id, i) => [id, [tfs[i], lengths[i]]])));
          }
          published.set(term, byField);
        }
      }
      // Uncapped terms publish exactly their postings; a capped one, a subset of them.
      for (const [term, byField] of plain.postings) {
        for (const [fieldId, byRecord] of byField) {
          const got = published.get(term)!.get(fieldId)!;
          if (byRecord.size <= MAX_POSTINGS) expect(got, term).toEqual(byRecord);
          else for (const [id, value] of got) expect(byRecord.get(id), term).toEqual(value);
        }
      }
      // Only the commonest words pass the cap on the real site (16 term-fields in English:
      // the, a, lib, rslib, config, output…; 4 in Chinese).
      expect(capped.length, capped.join(', ')).toBeLessThanOrEqual(30);
      // The record chunks hold the records, in order.
      const chunks = [...files].filter(([file]) => /\/r\d+\.json$/.test(file));
      expect(chunks.flatMap(([, body]) => (JSON.parse(body) as RecordChunk).records)).toEqual(records);
    });
  }

  it('counts field lengths, term frequencies and average lengths by the stated rules', () => {
    // Repeated words (frequency > 1, length counts distinct tokens), a Chinese run
    // (character pairs), compound words (split parts) and an empty description.
    const records = [
      ...page('/guide/a', 'Output output OUTPUT', 'The output.distPath option of lib.autoExtension', [
        'Build the build with rslib build --watch; the build is fast.',
        ['distPath and distPath', '产物目录的产物 dist dist dist, and a long enough paragraph.'],
      ]),
      ...page('/guide/b', '配置 Rslib', undefined, ['One paragraph, one word: one. One more line of it.']),
    ];
    const data = indexData(records);
    const plain = plainIndex(records);
    expect(data.documentCount).toBe(records.length);
    expect(data.averageFieldLength).toStrictEqual(plain.averages);
    expect(data.fieldLength).toEqual(plain.lengths);
    expect(postingsOf(data)).toEqual(plain.postings);
    // The rules on examples: the page title of every record of /guide/a says `output`
    // three times, one distinct term; the first paragraph says `build` four times among
    // seven distinct terms; Chinese pairs repeat; a compound gives its parts too.
    const title = FIELDS.indexOf('title');
    const content = FIELDS.indexOf('content');
    expect(postingsOf(data).get('output')!.get(title)).toEqual(
      new Map([0, 1, 2, 3].map((id) => [id, [3, 1]])),
    );
    expect(postingsOf(data).get('build')!.get(content)).toEqual(new Map([[1, [4, 7]]]));
    // 产物 物目 目录 录的 的产 产物, dist ×3, and, a, long, enough, paragraph.
    expect(postingsOf(data).get('产物')!.get(content)).toEqual(new Map([[3, [2, 11]]]));
    // the, of, option, output.distpath (output, dist, path, distpath), lib.autoextension
    // (lib, auto, extension, autoextension): 13 on one page record of six records.
    expect(postingsOf(data).get('autoextension')!.get(FIELDS.indexOf('description'))).toEqual(
      new Map([[0, [1, 13]]]),
    );
    expect(data.averageFieldLength[FIELDS.indexOf('description')]).toBe(13 / 6);
  });
});
