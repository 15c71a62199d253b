/**
 * Answers a query from the local index: which records match, in which order.
 *
 * The scoring is this module's own, not a search library's: a word is looked
 * up in the term dictionary (itself, typos, prefixes: `expand` in
 * `tokenize.ts`), and each record holding a term it reaches scores BM25 × the
 * field's weight × the typo or prefix weight (all in `ranking.ts`). It reads
 * an index through `TermIndex` only, so the whole index in memory
 * (`local-client.ts`) and the part of the sharded index fetched so far
 * (`sharded-client.ts`) rank alike, and a term's document frequency is
 * whatever the index says (the sharded index publishes at most `MAX_POSTINGS`
 * records of a term, with the true count). MiniSearch's `SearchableMap` (a
 * public export) holds the dictionary; nothing depends on how MiniSearch
 * itself indexes or scores.
 */
import type SearchableMap from 'minisearch/SearchableMap';
import {
  BM25,
  EXACT_WEIGHT,
  FIELDS,
  FIELD_WEIGHTS,
  HITS_PER_PAGE,
  LONE_CHARACTER_WEIGHT,
  OWN_FIELDS,
  PAGE_DEPTH,
  PARTIAL_FILL,
  PHRASE_WEIGHT,
  pageWeight,
  tfWeight,
  type Field,
} from './ranking';
import type { Postings } from './shard-format';
import {
  cjkLookUps,
  expand,
  latinLookUps,
  phraseKey,
  queryWords,
  type LookUp,
  type QueryWord,
} from './tokenize';
import type { SearchRecord } from './types';

/** What the scoring reads of an index. */
export interface TermIndex {
  /** Records in the whole index. */
  documentCount: number;
  /** By field id, the field's mean length over all records. */
  averageFieldLength: number[];
  /** Every term of the index, for typo and prefix look-ups. */
  dictionary: SearchableMap<unknown>;
  /** A term's postings by field id; nothing for a term the index lacks (or has not fetched). */
  postings(term: string): readonly (Postings | undefined)[] | undefined;
}

/** How a record matches a look-up, or several combined. */
interface Match {
  score: number;
  /** The looked-up terms it matched. */
  sources: Set<string>;
  /** Its own terms that matched (typos and prefixes included), and the fields they are in. */
  terms: Map<string, Field[]>;
}

/**
 * Records matching a look-up: for each term it expands to and each field the
 * record has it in, the term's weight × the field's weight × BM25.
 */
function lookUp(index: TermIndex, look: LookUp): Map<number, Match> {
  const found = new Map<number, Match>();
  for (const [term, weight] of expand(index.dictionary, look)) {
    const byField = index.postings(term);
    if (!byField) continue;
    FIELDS.forEach((field, fieldId) => {
      const postings = byField[fieldId];
      if (!postings) return;
      const { df, ids, tfs, lengths } = postings;
      const rarity = Math.log(1 + (index.documentCount - df + 0.5) / (df + 0.5));
      const average = index.averageFieldLength[fieldId];
      ids.forEach((id, i) => {
        const score =
          weight * FIELD_WEIGHTS[field] * (rarity * (BM25.d + tfWeight(tfs[i], lengths[i], average)));
        const match = found.get(id);
        if (!match)
          found.set(id, { score, sources: new Set([look.term]), terms: new Map([[term, [field]]]) });
        else {
          match.score += score;
          const fields = match.terms.get(term);
          if (fields) fields.push(field);
          else match.terms.set(term, [field]);
        }
      });
    });
  }
  return found;
}

/** Adds `b`'s match of a record to `a`'s. */
function join(a: Match, b: Match): Match {
  a.score += b.score;
  for (const source of b.sources) a.sources.add(source);
  for (const [term, fields] of b.terms) a.terms.set(term, fields);
  return a;
}

/** Records matching either: scores add up where both match. */
function either(a: Map<number, Match>, b: Map<number, Match>): Map<number, Match> {
  for (const [id, match] of b) {
    const known = a.get(id);
    a.set(id, known ? join(known, match) : match);
  }
  return a;
}

/** Records matching both, scores added. */
function both(a: Map<number, Match>, b: Map<number, Match>): Map<number, Match> {
  const out = new Map<number, Match>();
  for (const [id, match] of b) {
    const known = a.get(id);
    if (known) out.set(id, join(known, match));
  }
  return out;
}

/**
 * Matches best first. A record's score is multiplied by the number of
 * looked-up terms it matched: a compound found whole and by its parts
 * (`lib.autoExtension`, and `lib` + `auto` + `extension`) beats one found either way.
 */
const best = (matches: Map<number, Match>) =>
  [...matches]
    .map(([id, m]): [number, Match] => [id, { ...m, score: m.score * m.sources.size }])
    .sort(([, a], [, b]) => b.score - a.score);

/**
 * Records matching one word, with how much of the word each matches (1 for
 * all of it) and the match of each look-up.
 */
function matchWord(index: TermIndex, word: QueryWord): Map<number, { credit: number; results: Match[] }> {
  const found = new Map<number, { credit: number; results: Match[] }>();
  const add = (results: [number, Match][], credit: number) => {
    for (const [id, r] of results) {
      const entry = found.get(id) ?? { credit: 0, results: [] };
      entry.credit = word.lone ? Math.max(entry.credit, credit) : entry.credit + credit;
      entry.results.push(r);
      found.set(id, entry);
    }
  };
  if (!word.cjk) {
    // The word itself, or all of its parts together.
    const { whole, parts } = latinLookUps(word);
    const matches = lookUp(index, whole);
    if (parts.length > 0) either(matches, parts.map((p) => lookUp(index, p)).reduce(both));
    add(best(matches), 1);
  } else {
    const credit = word.lone || word.pairs.length === 0 ? LONE_CHARACTER_WEIGHT : 1 / word.pairs.length;
    for (const look of cjkLookUps(word)) add(best(lookUp(index, look)), credit);
  }
  return found;
}

const ownFields = (type: SearchRecord['type']): Field[] =>
  type === 'lvl1' ? OWN_FIELDS.page : type === 'content' ? OWN_FIELDS.content : OWN_FIELDS.heading;

/**
 * What the ranking reads of a record: its type, its page and the phrase key of
 * its own title or heading. The whole index reads them off the records; the
 * sharded index (`sharded-client.ts`) off its postings, page table and exact-key buckets.
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
  index: TermIndex,
  records: SearchRecord[] | RecordView,
  query: string,
): RankedHit[] {
  const view = Array.isArray(records) ? recordsView(records) : records;
  const words = queryWords(query);
  const scored = new Map<number, Scored>();
  const queryTerms = new Set<string>(words.flatMap((w) => [w.term, ...w.parts, ...w.pairs]));
  const exact = phraseKey(query);
  for (const word of words) {
    for (const [id, { credit, results }] of matchWord(index, word)) {
      const own = ownFields(view.type(id));
      const entry = scored.get(id) ?? { id, coverage: 0, score: 0, terms: new Set<string>() };
      entry.coverage += word.phrase ? 0 : credit;
      for (const result of results) {
        entry.score += result.score * (word.phrase ? PHRASE_WEIGHT : credit);
        const fields = [...result.terms.values()].flat();
        if (fields.some((f) => own.includes(f))) for (const t of result.terms.keys()) entry.terms.add(t);
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
