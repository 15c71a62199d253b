import { describe, expect, it } from 'vitest';
import { searchRecords } from '../../scripts/build/crawler/search-index';
import { createLocalIndex, searchLocal } from '~/lib/search/local-client';
import { buildShardedIndex } from '../../scripts/build/crawler/shard-build';
import { MAX_POSTINGS } from '~/lib/search/index-data';
import { buildRecords } from '~/lib/search/records';
import { ShardedSearch } from '~/lib/search/sharded-client';
import type { TermShard } from '~/lib/search/shard-format';
import { judgedQueries } from '../../scripts/bench/search-judge';

// The sharded index must answer exactly as the whole index does on the real
// content (built for the tests by tests/helpers/real-content-setup.ts).
const extra = {
  en: [
    'lib',
    'config',
    'co',
    'format',
    'rslib build',
    'decleration fils',
    'the',
    'a b c',
    'output.distPath',
    'lib.autoExtension',
    'module federation',
    'xylophone',
  ],
  zh: ['配置', '产物', '模快联邦', '打包第三方依赖', '声明文件', '命令行参数', '的', '配', 'rslib 配置'],
};

describe('sharded search index: same answers as the whole index', () => {
  for (const lang of ['en', 'zh'] as const) {
    it(`${lang}: every judged query and a few more give the same hits in the same order`, async () => {
      const records = searchRecords(lang);
      const whole = createLocalIndex(records);
      const { top, files } = buildShardedIndex(records, lang);
      const sharded = new ShardedSearch(top, (file) =>
        Promise.resolve(JSON.parse(files.get(file)!) as unknown),
      );
      // Every posting is published, but for a term in more than MAX_POSTINGS records of a
      // field, which publishes its MAX_POSTINGS best with its true count.
      for (const [file, body] of files) {
        if (!/\/t\d+\.json$/.test(file)) continue;
        for (const [term, fields] of (JSON.parse(body) as TermShard).terms) {
          for (const [field, [df, ids]] of Object.entries(fields))
            expect(ids.length, `${term} in field ${field}`).toBe(Math.min(df, MAX_POSTINGS));
        }
      }
      const queries = [
        ...judgedQueries()
          .filter((q) => q.lang === lang)
          .map((q) => q.query),
        ...extra[lang],
      ];
      for (const query of queries) {
        const q = { query, hitsPerPage: 20, snippetWords: 10 };
        const expected = searchLocal(whole, q);
        const got = await sharded.search(q);
        expect(got.nbHits, query).toBe(expected.nbHits);
        expect(
          got.hits.map((h) => h.objectID),
          query,
        ).toEqual(expected.hits.map((h) => h.objectID));
        expect(
          got.hits.map((h) => h._snippetResult.content.value),
          query,
        ).toEqual(expected.hits.map((h) => h._snippetResult.content.value));
      }
    });
  }
});

describe('sharded search index: a word in more records than it publishes', () => {
  it('keeps the records where the word weighs most, scored with its true frequency', async () => {
    // 1,300 one-paragraph pages with "alpha" (more than MAX_POSTINGS), of varied length; "omega" on a few.
    const records = Array.from({ length: 1_300 }, (_, i) =>
      buildRecords({
        route: `/p/${String(i).padStart(4, '0')}`,
        lang: 'en',
        title: `Page ${i}`,
        group: 'Guide',
        toc: [],
        text: `Page ${i}\n${'alpha '.repeat(1 + (i % 5))}${'filler words here '.repeat(1 + (i % 13))}${i % 97 === 0 ? 'omega' : ''}`,
      }),
    ).flat();
    const whole = createLocalIndex(records);
    const { top, files } = buildShardedIndex(records, 'en');
    const shard = [...files.values()]
      .map((body) => JSON.parse(body) as TermShard)
      .find((s) => s.terms?.some(([t]) => t === 'alpha'))!;
    const [, fields] = shard.terms.find(([t]) => t === 'alpha')!;
    const [df, ids] = Object.values(fields)[0];
    expect(df).toBe(1_300);
    expect(ids.length).toBe(MAX_POSTINGS);
    const sharded = new ShardedSearch(top, (file) =>
      Promise.resolve(JSON.parse(files.get(file)!) as unknown),
    );
    const answer = async (query: string) => {
      const q = { query, hitsPerPage: 20, snippetWords: 10 };
      const expected = searchLocal(whole, q).hits.map((h) => [h.objectID, h._snippetResult.content.value]);
      const got = (await sharded.search(q)).hits.map((h) => [h.objectID, h._snippetResult.content.value]);
      return { expected, got };
    };
    // The word alone: the same answer as the whole index.
    const alone = await answer('alpha');
    expect(alone.got).toEqual(alone.expected);
    // With a rare word: the best pages are the same; a page where the common word
    // weighs too little to be published for it counts as matching the rare word only
    // (the known cost of the cap, on sites far larger than this one).
    const both = await answer('alpha omega');
    expect(both.got.slice(0, 3)).toEqual(both.expected.slice(0, 3));
  });
});
