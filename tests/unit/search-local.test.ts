import { describe, expect, it } from 'vitest';
import { createLocalIndex, createLocalSearchClient, searchLocal } from '~/lib/search/local-client';
import { buildRecords } from '~/lib/search/records';
import { snippet } from '~/lib/search/highlight';

const pages = [
  buildRecords({
    route: '/config/lib/format',
    lang: 'en',
    title: 'lib.format',
    group: 'Lib Configurations',
    toc: [{ text: 'Default value', id: 'default-value', depth: 2, charIndex: 44 }],
    text: 'lib.format\nSets the output format of one lib.\nDefault value\nThe default is esm, which every bundler understands today.',
  }),
  buildRecords({
    route: '/guide/basic/output-format',
    lang: 'en',
    title: 'Output format',
    group: 'Basic',
    toc: [{ text: 'Choosing a format', id: 'choosing', depth: 2, charIndex: 60 }],
    text: 'Output format\nRslib can emit several formats side by side in one build.\nChoosing a format\nPick esm for modern consumers.',
  }),
  buildRecords({
    route: '/zh/guide/basic/output-structure',
    lang: 'zh',
    title: '产物结构',
    group: '基础',
    toc: [{ text: '配置项说明', id: 'options', depth: 2, charIndex: 30 }],
    text: '产物结构\n构建完成后，产物会写入 dist 目录，每个入口对应一个文件。\n配置项说明\n通过 output.distPath 修改产物目录。',
  }),
].flat();

describe('search records', () => {
  it('makes a page record, heading records and content records anchored at their heading', () => {
    const format = pages.filter((r) => r.url.startsWith('/config/lib/format'));
    expect(format.map((r) => [r.type, r.url])).toEqual([
      ['lvl1', '/config/lib/format'],
      ['content', '/config/lib/format'],
      ['lvl2', '/config/lib/format#default-value'],
      ['content', '/config/lib/format#default-value'],
    ]);
    expect(format[3].hierarchy).toMatchObject({
      lvl0: 'Lib Configurations',
      lvl1: 'lib.format',
      lvl2: 'Default value',
    });
    expect(new Set(pages.map((r) => r.objectID)).size).toBe(pages.length);
  });
});

describe('local search', () => {
  const index = createLocalIndex(pages);
  it('ranks a title match above a heading match above a body match', () => {
    const { hits } = searchLocal(index, { query: 'format', hitsPerPage: 20, snippetWords: 10 });
    expect(hits.slice(0, 2).map((h) => h.type)).toEqual(['lvl1', 'lvl1']);
    const kinds = hits.map((h) => h.type);
    expect(kinds.indexOf('lvl2')).toBeLessThan(kinds.lastIndexOf('content'));
  });
  it('finds Chinese words inside unspaced text', () => {
    for (const query of ['产物', '配置项', '目录']) {
      const { hits } = searchLocal(index, { query, hitsPerPage: 20, snippetWords: 10 });
      expect(hits[0]?.url, query).toMatch(/^\/zh\/guide\/basic\/output-structure/);
    }
  });
  it('highlights matches with <mark> and cuts snippets to the word budget', () => {
    const { hits } = searchLocal(index, { query: 'bundler', hitsPerPage: 20, snippetWords: 5 });
    // Five words around the hit, cut at the start only: the sentence ends there.
    expect(hits[0]._snippetResult.content.value).toBe('…which every <mark>bundler</mark> understands today.');
    expect(
      snippet('one two three four five six seven eight nine ten eleven twelve', ['seven'], 10).value,
    ).toBe('…three four five six <mark>seven</mark> eight nine ten eleven twelve');
  });
  it('answers DocSearch requests in Algolia’s response shape', async () => {
    const client = createLocalSearchClient(() => Promise.resolve(index));
    const { results } = await client.search({
      requests: [
        {
          indexName: 'lib',
          query: 'esm',
          params: {
            hitsPerPage: 20,
            attributesToSnippet: ['content:10'],
            highlightPreTag: '<mark>',
            highlightPostTag: '</mark>',
          },
        },
      ],
    });
    // Two paragraphs say esm: the default value of lib.format and the output-format guide.
    expect(results[0]).toMatchObject({ nbHits: 2, hitsPerPage: 20, query: 'esm' });
    expect(results[0].hits[0]).toHaveProperty('_highlightResult.hierarchy.lvl1.value');
    expect(results[0].hits[0]).toHaveProperty('url_without_anchor');
  });
});
