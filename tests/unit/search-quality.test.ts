import { describe, expect, it } from 'vitest';
import { searchRecords } from '../../scripts/build/crawler/search-index';
import { createLocalIndex } from '~/lib/search/local-client';
import { judge, judgedQueries, summary } from '../../scripts/bench/search-judge';

// The index is built from the real content, which
// tests/helpers/real-content-setup.ts builds for the tests.
const indexes = { en: createLocalIndex(searchRecords('en')), zh: createLocalIndex(searchRecords('zh')) };
const queries = judgedQueries();
const results = judge(indexes, queries);
const { top1, top3, empty, misses } = summary(results);
const explain = () =>
  misses
    .map(
      (m) =>
        `${m.lang} "${m.query}": wanted ${m.expect.join(' or ')}, shown ${m.shown.join(', ') || 'nothing'}`,
    )
    .join('\n');

describe('search quality on the judged queries (tests/search/queries.json)', () => {
  it('has at least 60 queries, about half in each language, each with a page that exists', () => {
    expect(queries.length).toBeGreaterThanOrEqual(60);
    const en = queries.filter((q) => q.lang === 'en').length;
    expect(Math.abs(en - (queries.length - en))).toBeLessThanOrEqual(queries.length * 0.1);
    const routes = {
      en: new Set(indexes.en.records.map((r) => r.url.split('#')[0])),
      zh: new Set(indexes.zh.records.map((r) => r.url.split('#')[0])),
    };
    for (const q of queries)
      for (const page of q.expect) expect(routes[q.lang].has(page), `${q.query}: ${page}`).toBe(true);
  });
  it('never answers a judged query with nothing', () => {
    expect(empty).toEqual([]);
  });
  it('shows a right page among the first three for at least 90% of the queries', () => {
    expect(top3, explain()).toBeGreaterThanOrEqual(0.9);
  });
  it('shows a right page first for at least 70% of the queries', () => {
    expect(top1, explain()).toBeGreaterThanOrEqual(0.7);
  });
});
