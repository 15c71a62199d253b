/**
 * Terms of a text for the search index, and the words of a query. Latin words
 * and code names are matched by one regular expression on both sides; their
 * parts (`lib.format`, `autoExternal`, `mf-dev`) are terms too, and a light
 * stemmer folds `files` and `file` together. Chinese is indexed as overlapping
 * character pairs (bigrams), because a dictionary segmenter splits the same
 * words differently in different sentences (第三/方 in a query, 三方 on the
 * page): pairs match wherever the characters do. The segmenter
 * (`Intl.Segmenter`) only cuts a Chinese query into the words the reader meant.
 * Last, the dictionary terms a query's words reach: themselves, typos,
 * prefixes (`expand`), which the sharded index fetches and `query.ts` scores.
 */
import type SearchableMap from 'minisearch/SearchableMap';
import { STOP_WORDS, maxTypos, prefixWeight, typoWeight } from './ranking';

/** The one word segmenter of the search (highlights cut text with it too). */
export const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
const HAN = /\p{Script=Han}/u;
const HAN_ONLY = /^\p{Script=Han}+$/u;

/**
 * A term made of Chinese characters only (a character pair, or a lone
 * character): matched exactly or as a prefix of pairs, never through typos,
 * so the sharded index can leave it out of its top-level dictionary.
 */
export const isHanTerm = (term: string) => HAN_ONLY.test(term);
const HAN_RUN = /\p{Script=Han}+/gu;

const VOWEL = /[aeiouy]/;

/**
 * Whether a word ends in `ing` or `ed` after a consonant with a vowel before
 * it (`getting`, `started`, not `ring` or `seed`). Looked at from the end in
 * one pass: the regular expression it replaces, /[aeiouy].*[^aeiouy](ing|ed)$/,
 * tried every start and took 1.1 s on a 32,000-letter word.
 */
function hasVerbEnding(word: string): boolean {
  const suffix = word.endsWith('ing') ? 3 : word.endsWith('ed') ? 2 : 0;
  const consonant = word.length - suffix - 1;
  if (suffix === 0 || consonant < 1 || VOWEL.test(word[consonant])) return false;
  for (let i = consonant - 1; i >= 0; i--) if (VOWEL.test(word[i])) return true;
  return false;
}

/**
 * A light English stemmer, the same for the index and the query: `files`,
 * `file` → `fil`; `getting` → `get`; `started` → `start`; `migrate`,
 * `migrating` → `migrat`; `dependencies` → `dependency`. Short words and words
 * with digits or dots stay as they are.
 */
export function fold(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word;
  let w = word;
  if (w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.endsWith('s') && !/(ss|us|is|as)$/.test(w)) w = w.slice(0, -1);
  else if (w.length > 5 && hasVerbEnding(w)) {
    w = w.slice(0, w.endsWith('ing') ? -3 : -2);
    if (/([^aeioulsz])\1$/.test(w)) w = w.slice(0, -1);
  }
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/** The parts of `lib.autoExternal`, `__dirname`, `d.ts`: words of their own. */
function partsOf(segment: string): string[] {
  return segment
    .split(/[._\-/@:]+|(?<=[a-z0-9])(?=[A-Z])/)
    .map((p) => p.toLowerCase())
    .filter(Boolean);
}

/** For the index, also the separated parts whole: `autoextension` of `lib.autoExtension`. */
const wholeParts = (segment: string) =>
  segment
    .toLowerCase()
    .split(/[._\-/@:]+/)
    .filter(Boolean);

/** Overlapping character pairs of a Chinese run; a lone character is its own term. */
function bigrams(run: string): string[] {
  const chars = Array.from(run);
  if (chars.length < 2) return chars;
  return chars.slice(1).map((c, i) => chars[i] + c);
}

/**
 * Latin words, numbers and code names (`lib.format`, `__dirname`, `don't`,
 * `es2015`): letters and digits, joined by an inner dot or apostrophe. Chinese
 * runs are left out; they are matched by pairs.
 */
const LATIN_WORD = /[\p{L}\p{N}_]+(?:['’.][\p{L}\p{N}_]+)*/gu;
const latinWords = (text: string) => text.replace(HAN_RUN, ' ').matchAll(LATIN_WORD);

/** The index terms of a word's parts: `lib`, `autoextension`, `auto`, `extension` of `lib.autoExtension`. */
export const termParts = (word: string) => [...new Set([...partsOf(word), ...wholeParts(word)])].map(fold);

/** Every term the index holds for a text. */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const run of text.match(HAN_RUN) ?? []) terms.push(...bigrams(run));
  for (const [segment] of latinWords(text)) {
    const word = segment.toLowerCase();
    const folded = fold(word);
    terms.push(folded);
    for (const part of termParts(segment)) if (part !== folded) terms.push(part);
  }
  return terms;
}

/** The words of a query in order: Latin words as the index has them, Chinese runs cut into words by the segmenter. */
function querySegments(query: string): { segment: string; index: number }[] {
  const out: { segment: string; index: number }[] = [];
  for (const m of query.matchAll(/\p{Script=Han}+|[\p{L}\p{N}_]+(?:['’.][\p{L}\p{N}_]+)*/gu)) {
    if (!HAN.test(m[0])) out.push({ segment: m[0], index: m.index });
    else
      for (const s of segmenter.segment(m[0]))
        if (s.isWordLike) out.push({ segment: s.segment, index: m.index + s.index });
  }
  return out;
}

/** One word of a query, as the reader meant it. */
export interface QueryWord {
  /** The term looked up: a folded Latin word, or the Chinese word as typed. */
  term: string;
  /** Latin: the parts of a compound, which together mean the same (`auto` + `external`). */
  parts: string[];
  /**
   * Chinese: the character pairs to look up. A word is matched to the share
   * of its pairs found; a lone character (the segmenter's leftovers, as 方 in
   * 第三/方) by either pair it forms with its neighbours.
   */
  pairs: string[];
  cjk: boolean;
  lone: boolean;
  /**
   * A pair across two Chinese words that the reader typed together (明文 in
   * 声明/文件): it adds to the score where the words stand together, but a
   * record is not required to have it.
   */
  phrase: boolean;
  /** Last word of the query: still being typed, so it also matches as a prefix. */
  last: boolean;
}

/**
 * The words of a query. Stop words are dropped unless nothing else is left;
 * a dropped word breaks a Chinese run, so no pair spans it.
 */
export function queryWords(query: string): QueryWord[] {
  const segments = querySegments(query);
  const meaningful = segments.filter((s) => !STOP_WORDS.has(s.segment.toLowerCase()));
  const kept = meaningful.length > 0 ? meaningful : segments;
  const words: QueryWord[] = [];
  kept.forEach(({ segment, index }, i) => {
    if (!HAN.test(segment)) {
      const parts = partsOf(segment).map(fold);
      words.push({
        term: fold(segment.toLowerCase()),
        parts: parts.length > 1 ? parts : [],
        pairs: [],
        cjk: false,
        lone: false,
        phrase: false,
        last: false,
      });
      return;
    }
    const prev = kept[i - 1];
    const next = kept[i + 1];
    const joinsPrev = prev && HAN.test(prev.segment) && prev.index + prev.segment.length === index;
    const joinsNext = next && HAN.test(next.segment) && index + segment.length === next.index;
    const pairWithPrev = joinsPrev ? Array.from(prev.segment).at(-1) + Array.from(segment)[0] : '';
    if (Array.from(segment).length > 1) {
      if (pairWithPrev && Array.from(prev.segment).length > 1)
        words.push({
          term: pairWithPrev,
          parts: [],
          pairs: [pairWithPrev],
          cjk: true,
          lone: false,
          phrase: true,
          last: false,
        });
      words.push({
        term: segment,
        parts: [],
        pairs: bigrams(segment),
        cjk: true,
        lone: false,
        phrase: false,
        last: false,
      });
      return;
    }
    const pairs = [pairWithPrev, joinsNext ? segment + Array.from(next.segment)[0] : ''].filter(Boolean);
    words.push({ term: segment, parts: [], pairs, cjk: true, lone: true, phrase: false, last: false });
  });
  if (words.length > 0 && !/\s$/.test(query)) words[words.length - 1].last = true;
  return words;
}

/** A title or query reduced to its meaningful words, to tell an exact title match (`Bundleless` for "what is bundleless"). */
export function phraseKey(text: string): string {
  return querySegments(text)
    .map(({ segment }) => segment.toLowerCase())
    .filter((w) => !STOP_WORDS.has(w))
    .map((w) => (HAN.test(w) ? w : fold(w)))
    .join(HAN.test(text) ? '' : ' ');
}

/** One look-up in the dictionary: a term, the typos it forgives, and whether longer terms it starts match. */
export interface LookUp {
  term: string;
  typos: number;
  prefix: boolean;
}

/** A Latin word's look-ups: the word, and its parts (`lib.autoExtension`), which match only together. */
export function latinLookUps(word: QueryWord) {
  const lookUp = (term: string, prefix: boolean): LookUp => ({
    term,
    typos: maxTypos(term),
    prefix: prefix && term.length >= 2,
  });
  return {
    whole: lookUp(word.term, word.last),
    parts: word.parts.map((p, i) => lookUp(p, word.last && i === word.parts.length - 1)),
  };
}

/** Chinese: each character pair on its own; a lone character as the prefix of pairs. */
export const cjkLookUps = (word: QueryWord): LookUp[] =>
  word.pairs.length === 0
    ? [{ term: word.term, typos: 0, prefix: true }]
    : word.pairs.map((pair) => ({ term: pair, typos: 0, prefix: false }));

/**
 * The dictionary terms a look-up matches, each with its weight: the term
 * itself (1), the longer terms it starts, then the terms a few typos away (a
 * term that is both counts as a prefix). Each group is in code-unit order,
 * so a record's score adds up in the same order whichever dictionary it
 * comes from (the whole index's, or the sharded index's).
 */
export function expand(
  dictionary: SearchableMap<unknown>,
  { term, typos, prefix }: LookUp,
): [string, number][] {
  const out: [string, number][] = dictionary.has(term) ? [[term, 1]] : [];
  const longer = prefix ? [...dictionary.atPrefix(term).keys()].filter((t) => t !== term).sort() : [];
  for (const t of longer) out.push([t, prefixWeight(t, t.length - term.length)]);
  if (typos > 0) {
    const prefixed = new Set(longer);
    const near = [...dictionary.fuzzyGet(term, typos)]
      .filter(([t, [, edits]]) => edits > 0 && !prefixed.has(t))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    for (const [t, [, edits]] of near) out.push([t, typoWeight(t, edits)]);
  }
  return out;
}

/** A query's look-ups: its Latin words' (whole and parts) and its Chinese words'. */
function lookUpsOf(query: string): LookUp[] {
  return queryWords(query).flatMap((word) => {
    if (word.cjk) return cjkLookUps(word);
    const { whole, parts } = latinLookUps(word);
    return [whole, ...parts];
  });
}

/** Every dictionary term a query can match: what the sharded index must fetch before ranking it. */
export function termsOfQuery(dictionary: SearchableMap<unknown>, query: string): string[] {
  return [...new Set(lookUpsOf(query).flatMap((l) => expand(dictionary, l).map(([term]) => term)))];
}

/**
 * The ranges of the sorted dictionary that hold the Chinese terms a query can
 * match, for an index whose dictionary leaves them out: a character pair is
 * its own range, a lone character spans the pairs it starts.
 */
export function hanRangesOfQuery(query: string): [from: string, to: string][] {
  return lookUpsOf(query)
    .filter((l) => isHanTerm(l.term))
    .map((l) => [l.term, l.prefix ? `${l.term}\uffff` : l.term]);
}
