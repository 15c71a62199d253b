/**
 * Runs the judged query set (`tests/search/queries.json`) against a local
 * index and reports where the right pages land, as the dialog shows them.
 * Shared by the search quality test and `npm run bench`.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { searchLocal, type LocalIndex } from '../../app/lib/search/local-client';

export interface JudgedQuery {
  lang: 'en' | 'zh';
  query: string;
  /** Routes of which at least one must be among the first three pages shown. */
  expect: string[];
  kind: 'keyword' | 'natural' | 'typo';
}

export function judgedQueries(file = 'tests/search/queries.json'): JudgedQuery[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { queries: JudgedQuery[] }).queries;
}

/** DocSearch's default `maxResultsPerGroup`. */
const PER_GROUP = 5;

/**
 * Pages in the order the DocSearch dialog lists them: hits are grouped by
 * lvl0 in order of first appearance (at most five hits a group), then by page
 * within a group.
 */
export function shownPages(hits: { url: string; hierarchy: { lvl0: string; lvl1: string } }[]): string[] {
  const groups = new Map<string, typeof hits>();
  for (const hit of hits) {
    const group = groups.get(hit.hierarchy.lvl0) ?? [];
    if (group.length < PER_GROUP) group.push(hit);
    groups.set(hit.hierarchy.lvl0, group);
  }
  const pages: string[] = [];
  for (const group of groups.values()) {
    const byPage = new Map<string, string>();
    for (const hit of group)
      if (!byPage.has(hit.hierarchy.lvl1)) byPage.set(hit.hierarchy.lvl1, hit.url.split('#')[0]);
    for (const page of byPage.values()) if (!pages.includes(page)) pages.push(page);
  }
  return pages;
}

export interface Judgement extends JudgedQuery {
  /** First pages shown, best first. */
  shown: string[];
  /** 1-based position of the first expected page among the pages shown, or 0. */
  rank: number;
  ms: number;
}

export function judge(indexes: Record<'en' | 'zh', LocalIndex>, queries: JudgedQuery[]): Judgement[] {
  return queries.map((q) => {
    const started = performance.now();
    const { hits } = searchLocal(indexes[q.lang], { query: q.query, hitsPerPage: 20, snippetWords: 10 });
    const ms = performance.now() - started;
    const shown = shownPages(hits);
    const rank = shown.findIndex((page) => q.expect.includes(page)) + 1;
    return { ...q, shown: shown.slice(0, 5), rank, ms };
  });
}

export function summary(results: Judgement[]) {
  const rate = (ok: (r: Judgement) => boolean) => results.filter(ok).length / results.length;
  return {
    queries: results.length,
    top1: rate((r) => r.rank === 1),
    top3: rate((r) => r.rank >= 1 && r.rank <= 3),
    empty: results.filter((r) => r.shown.length === 0).map((r) => r.query),
    misses: results.filter((r) => r.rank === 0 || r.rank > 3),
  };
}
