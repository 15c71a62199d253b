/**
 * Answers a query from the local index: which records match, in which order.
 * The weights it uses are all in `ranking.ts`.
 */
import MiniSearch, { type Query, type SearchOptions, type SearchResult } from 'minisearch';
import {
  EXACT_WEIGHT,
  FIELD_WEIGHTS,
  HITS_PER_PAGE,
  LONE_CHARACTER_WEIGHT,
  MATCH_WEIGHTS,
  OWN_FIELDS,
  PAGE_DEPTH,
  PARTIAL_FILL,
  PHRASE_WEIGHT,
  maxTypos,
  pageWeight,
  type Field,
} from './ranking';
import { phraseKey, queryWords, tokenize, type QueryWord } from './tokenize';
import { HEADING_LEVELS, type SearchRecord } from './types';

export interface IndexedRecord {
  id: number;
  title: string;
  heading: string;
  description: string;
  content: string;
}

/** The indexed fields, in MiniSearch's field-id order. */
export const FIELDS = Object.keys(FIELD_WEIGHTS) as Field[];

/**
 * What MiniSearch indexes of a record: its own text, and the titles above it.
 * `shard-build.ts` indexes the same fields with the same `tokenize` without MiniSearch.
 */
export function indexedRecord(r: SearchRecord, id: number): IndexedRecord {
  const depth = r.type === 'content' ? 6 : Number(r.type.slice(3));
  const headings = HEADING_LEVELS.filter((l) => Number(l.slice(3)) <= depth)
    .map((l) => r.hierarchy[l])
    .filter(Boolean);
  return {
    id,
    title: r.hierarchy.lvl1,
    heading: headings.join(' '),
    description: r.type === 'lvl1' ? (r.content ?? '') : '',
    content: r.type === 'content' ? (r.content ?? '') : '',
  };
}

export function createMiniSearch(records: SearchRecord[]): MiniSearch<IndexedRecord> {
  const mini = new MiniSearch<IndexedRecord>({ fields: FIELDS, tokenize, processTerm: (t) => t });
  mini.addAll(records.map(indexedRecord));
  return mini;
}

const ownFields = (type: SearchRecord['type']): Field[] =>
  type === 'lvl1' ? OWN_FIELDS.page : type === 'content' ? OWN_FIELDS.content : OWN_FIELDS.heading;

/**
 * What the ranking reads of a record: its type, its page and the phrase key of
 * its own title or heading. The whole index reads them off the records; the
 * sharded index (`shards.ts`) off its postings, page table and exact-key buckets.
 */
export interface RecordView {
  type(id: number): SearchRecord['type'];
  route(id: number): string;
  /** `phraseKey` of the record's own title or heading (content records: none). */
  headingKey(id: number): string;
}

function recordsView(records: SearchRecord[]): RecordView {
  return {
    type: (id) => records[id].type,
    route: (id) => records[id].url.split('#')[0],
    headingKey: (id) => headingKey(records[id].hierarchy[records[id].type as 'lvl1'] ?? ''),
  };
}

/** The MiniSearch queries of one Latin word: itself, a typo or prefix of it, or its parts together. */
function latinQuery(word: QueryWord): Query {
  const term = (t: string, prefix: boolean): Query => ({
    queries: [t],
    fuzzy: maxTypos(t) || false,
    prefix: prefix && t.length >= 2,
  });
  const whole = term(word.term, word.last);
  if (word.parts.length === 0) return whole;
  const parts: Query = {
    combineWith: 'AND',
    queries: word.parts.map((p, i) => term(p, word.last && i === word.parts.length - 1)),
  };
  return { combineWith: 'OR', queries: [whole, parts] };
}

/**
 * Records matching one word, with how much of the word each matches (1 for
 * all of it) and the MiniSearch result of each look-up.
 */
function matchWord(
  mini: MiniSearch<IndexedRecord>,
  word: QueryWord,
): Map<number, { credit: number; results: SearchResult[] }> {
  const found = new Map<number, { credit: number; results: SearchResult[] }>();
  const add = (results: SearchResult[], credit: number) => {
    for (const r of results) {
      const id = r.id as number;
      const entry = found.get(id) ?? { credit: 0, results: [] };
      entry.credit = word.lone ? Math.max(entry.credit, credit) : entry.credit + credit;
      entry.results.push(r);
      found.set(id, entry);
    }
  };
  if (!word.cjk) add(mini.search(latinQuery(word), OPTIONS), 1);
  else if (word.pairs.length === 0)
    add(mini.search({ queries: [word.term], prefix: true }, OPTIONS), LONE_CHARACTER_WEIGHT);
  else
    for (const pair of word.pairs)
      add(mini.search(pair, OPTIONS), word.lone ? LONE_CHARACTER_WEIGHT : 1 / word.pairs.length);
  return found;
}

const OPTIONS: SearchOptions = {
  boost: FIELD_WEIGHTS,
  weights: MATCH_WEIGHTS,
  tokenize: (s) => [s],
  processTerm: (t) => t,
};

/** The phrase keys of titles and headings, computed once each. */
const headingKeys = new Map<string, string>();
function headingKey(text: string): string {
  let key = headingKeys.get(text);
  if (key === undefined) headingKeys.set(text, (key = phraseKey(text)));
  return key;
}

export interface RankedHit {
  id: number;
  /** The query's words and the record's terms they matched (typos, prefixes), to highlight. */
  terms: string[];
}

interface Scored {
  id: number;
  /** How much of the query the record matches (words, lone characters at half). */
  coverage: number;
  score: number;
  /** Terms of the record that matched, for highlighting. */
  terms: Set<string>;
}

/**
 * Records matching a query, best first: most words matched, then score; pages
 * by their records' scores, at most `HITS_PER_PAGE` records each: the page's
 * own record, then its headings, then its paragraphs.
 */
export function rankRecords(
  mini: MiniSearch<IndexedRecord>,
  records: SearchRecord[] | RecordView,
  query: string,
): RankedHit[] {
  const view = Array.isArray(records) ? recordsView(records) : records;
  const words = queryWords(query);
  const scored = new Map<number, Scored>();
  const queryTerms = new Set<string>(words.flatMap((w) => [w.term, ...w.parts, ...w.pairs]));
  const exact = phraseKey(query);
  for (const word of words) {
    for (const [id, { credit, results }] of matchWord(mini, word)) {
      const own = ownFields(view.type(id));
      const entry = scored.get(id) ?? { id, coverage: 0, score: 0, terms: new Set<string>() };
      entry.coverage += word.phrase ? 0 : credit;
      for (const result of results) {
        entry.score += result.score * (word.phrase ? PHRASE_WEIGHT : credit);
        const fields = Object.values(result.match).flat() as Field[];
        if (fields.some((f) => own.includes(f))) for (const t of result.terms) entry.terms.add(t);
      }
      scored.set(id, entry);
    }
  }
  // A record is a hit only if some word matches its own text, not just the titles it inherits.
  const pages = new Map<string, Scored[]>();
  for (const hit of scored.values()) {
    if (hit.terms.size === 0) continue;
    // Fractions of Chinese words add up to whole words: compare them rounded.
    hit.coverage = Math.round(hit.coverage * 1000) / 1000;
    // A title or heading that is exactly the query.
    if (view.type(hit.id) !== 'content' && view.headingKey(hit.id) === exact) hit.score *= EXACT_WEIGHT;
    const route = view.route(hit.id);
    const list = pages.get(route);
    if (list) list.push(hit);
    else pages.set(route, [hit]);
  }
  // Within a page: the page record, then headings, then paragraphs, among records matching as much of the query.
  const tier = (s: Scored) => ({ lvl1: 0, content: 2 })[view.type(s.id) as string] ?? 1;
  const better = (a: Scored, b: Scored) => b.coverage - a.coverage || tier(a) - tier(b) || b.score - a.score;
  const ranked = [...pages.entries()].map(([route, list]) => {
    list.sort(better);
    const coverage = list[0].coverage;
    // The page's best record counts fully, each further one less: a page about the words beats a passing mention.
    const scores = list
      .filter((s) => s.coverage === coverage)
      .map((s) => s.score)
      .sort((a, b) => b - a);
    const score = scores.reduce((sum, s, i) => sum + s * PAGE_DEPTH ** i, 0);
    return { list, coverage, score: score * pageWeight(route) };
  });
  ranked.sort((a, b) => b.coverage - a.coverage || b.score - a.score);
  // Pages matching fewer words than the best one only fill the answer up to a few pages.
  const full = ranked[0]?.coverage ?? 0;
  const kept = ranked.filter((page, i) => i < PARTIAL_FILL || page.coverage >= full);
  // Round by round (each page's best, then each page's second…), so the dialog's groups show more pages.
  const out: RankedHit[] = [];
  for (let round = 0; round < HITS_PER_PAGE; round++) {
    for (const page of kept) {
      const hit = page.list[round];
      if (hit) out.push({ id: hit.id, terms: [...new Set([...queryTerms, ...hit.terms])] });
    }
  }
  return out;
}
