/**
 * Terms of a text for the search index, and the words of a query. Latin words
 * come from `Intl.Segmenter`; their parts (`lib.format`, `autoExternal`,
 * `mf-dev`) are terms too, and plurals fold to the singular. Chinese is
 * indexed as overlapping character pairs (bigrams), because a dictionary
 * segmenter splits the same words differently in different sentences
 * (第三/方 in a query, 三方 on the page): pairs match wherever the characters do.
 */
import { STOP_WORDS } from './ranking';

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
const HAN = /\p{Script=Han}/u;
const HAN_RUN = /\p{Script=Han}+/gu;

/** `files` → `file`, `dependencies` → `dependency`; short words and `-ss` stay. */
export function fold(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The parts of `lib.autoExternal`, `__dirname`, `d.ts`: words of their own. */
function partsOf(segment: string): string[] {
  return segment
    .split(/[._\-/@:]+|(?<=[a-z0-9])(?=[A-Z])/)
    .map((p) => p.toLowerCase())
    .filter(Boolean);
}

/** Overlapping character pairs of a Chinese run; a lone character is its own term. */
export function bigrams(run: string): string[] {
  const chars = Array.from(run);
  if (chars.length < 2) return chars;
  return chars.slice(1).map((c, i) => chars[i] + c);
}

/** Every term the index holds for a text. */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const run of text.match(HAN_RUN) ?? []) terms.push(...bigrams(run));
  for (const { segment, isWordLike } of segmenter.segment(text)) {
    if (!isWordLike || HAN.test(segment)) continue;
    const word = segment.toLowerCase();
    terms.push(fold(word));
    const parts = partsOf(segment);
    if (parts.length > 1) terms.push(...parts.map(fold));
  }
  return terms;
}

/** One word of a query, as the reader meant it. */
export interface QueryWord {
  /** The term looked up: a folded Latin word, or a Chinese character pair. */
  term: string;
  /** Alternatives that together mean the same (`auto` + `external` for `autoexternal`). */
  parts: string[];
  cjk: boolean;
  /** Last word of the query: still being typed, so it also matches as a prefix. */
  last: boolean;
}

/**
 * The words of a query. Stop words are dropped unless nothing else is left;
 * Chinese runs become character pairs, once the stop words are taken out.
 */
export function queryWords(query: string): QueryWord[] {
  const segments = Array.from(segmenter.segment(query)).filter((s) => s.isWordLike);
  const meaningful = segments.filter((s) => !STOP_WORDS.has(s.segment.toLowerCase()));
  const kept = meaningful.length > 0 ? meaningful : segments;
  const words: QueryWord[] = [];
  let run = '';
  let runEnd = -1;
  const flush = () => {
    for (const term of bigrams(run)) words.push({ term, parts: [], cjk: true, last: false });
    run = '';
  };
  for (const { segment, index } of kept) {
    if (HAN.test(segment)) {
      // Neighbouring Chinese segments form one run; a dropped stop word breaks it.
      if (run && index !== runEnd) flush();
      run += segment;
      runEnd = index + segment.length;
      continue;
    }
    flush();
    const parts = partsOf(segment).map(fold);
    words.push({ term: fold(segment.toLowerCase()), parts: parts.length > 1 ? parts : [], cjk: false, last: false });
  }
  flush();
  if (words.length > 0 && !/\s$/.test(query)) words[words.length - 1].last = true;
  return words;
}
