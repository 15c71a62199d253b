import { describe, expect, it } from 'vitest';
import { searchRecords } from '~/lib/search/index.server';
import { createMiniSearch } from '~/lib/search/query';
import { buildRecords } from '~/lib/search/records';
import { buildShardedIndex, indexData, type IndexData } from '~/lib/search/shard-build';
import type { SearchRecord } from '~/lib/search/types';
import type { TocEntry } from '~/lib/content-types';

/** The index data as the build used to read it: off a whole MiniSearch index, serialised. */
function miniSearchData(records: SearchRecord[]): IndexData {
  const js = createMiniSearch(records).toJSON() as unknown as Omit<IndexData, 'terms'> & {
    index: [string, Record<string, Record<string, number>>][];
  };
  const terms = new Map<string, number[][]>();
  for (const [term, byField] of js.index) {
    const fields: number[][] = [];
    for (const [fieldId, docs] of Object.entries(byField))
      fields[Number(fieldId)] = Object.entries(docs).flatMap(([id, tf]) => [Number(id), tf]);
    terms.set(term, fields);
  }
  return {
    documentCount: js.documentCount,
    nextId: js.nextId,
    fieldIds: js.fieldIds,
    averageFieldLength: js.averageFieldLength,
    fieldLength: js.fieldLength,
    terms,
  };
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

describe('search index build without MiniSearch', () => {
  for (const lang of ['en', 'zh'] as const) {
    it(`${lang}: publishes byte for byte what the MiniSearch-built index published`, () => {
      const records = searchRecords(lang);
      const direct = buildShardedIndex(records, lang);
      const viaMiniSearch = buildShardedIndex(records, lang, miniSearchData(records));
      expect(JSON.stringify(direct.top)).toBe(JSON.stringify(viaMiniSearch.top));
      expect([...direct.files.keys()]).toEqual([...viaMiniSearch.files.keys()]);
      for (const [file, body] of direct.files) expect(body, file).toBe(viaMiniSearch.files.get(file));
    });
  }

  it('counts field lengths, term frequencies and average lengths as MiniSearch does', () => {
    // Repeated words (frequency > 1, length counts distinct tokens), a Chinese run
    // (character pairs), compound words (split parts) and an empty description.
    const records = [
      ...page('/guide/a', 'Output output OUTPUT', 'The output.distPath option of lib.autoExtension', [
        'Build the build with rslib build --watch; the build is fast.',
        ['distPath and distPath', '产物目录的产物 dist dist dist, and a long enough paragraph.'],
      ]),
      ...page('/guide/b', '配置 Rslib', undefined, ['One paragraph, one word: one. One more line of it.']),
    ];
    const direct = indexData(records);
    const expected = miniSearchData(records);
    expect(direct.documentCount).toBe(expected.documentCount);
    expect(direct.nextId).toBe(expected.nextId);
    expect(direct.fieldIds).toEqual(expected.fieldIds);
    expect(direct.averageFieldLength).toStrictEqual(expected.averageFieldLength);
    expect(Object.entries(direct.fieldLength)).toEqual(Object.entries(expected.fieldLength));
    const sorted = (data: IndexData) => [...data.terms].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    expect(sorted(direct)).toEqual(sorted(expected));
    // The case this covers: some term occurs more than once in one field of one record.
    expect(
      [...direct.terms.values()].some((fields) =>
        fields.some((docs) => docs.some((n, i) => i % 2 === 1 && n > 1)),
      ),
    ).toBe(true);
  });
});
