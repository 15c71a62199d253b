/** Algolia-style `<mark>` highlights and word-window snippets over plain text. Pure. */
import { escapeHtml } from '~/lib/escape-html';
import { fold, segmenter, termParts } from './tokenize';

export interface Highlighted {
  value: string;
  matchLevel: 'full' | 'partial' | 'none';
  matchedWords: string[];
}

interface Segment {
  text: string;
  word: boolean;
  hit: boolean;
}

/**
 * Whether a word of the text is one the search matched: a Latin word when it,
 * its stem or one of its parts is a matched term (`files` for `fil`, not
 * `filter`); a Chinese word when it starts a term or a term starts it.
 */
function isHit(word: string, terms: string[]): boolean {
  const lower = word.toLowerCase();
  if (/\p{Script=Han}/u.test(word))
    return terms.some((t) => lower.startsWith(t) || (t.startsWith(lower) && lower.length >= 2));
  const keys = new Set([lower, fold(lower), ...termParts(word)]);
  return terms.some((t) => keys.has(t));
}

const LATIN_WORD = /([\p{L}\p{N}_]+(?:['’.][\p{L}\p{N}_]+)*)/u;

/** Words and the text between them: by the index's own word pattern, or the segmenter where there is Chinese. */
function split(text: string): { segment: string; isWordLike: boolean }[] {
  if (/\p{Script=Han}/u.test(text))
    return Array.from(segmenter.segment(text), ({ segment, isWordLike }) => ({
      segment,
      isWordLike: Boolean(isWordLike),
    }));
  return text
    .split(LATIN_WORD)
    .filter(Boolean)
    .map((segment) => ({ segment, isWordLike: LATIN_WORD.test(segment) }));
}

function segments(text: string, terms: string[]): Segment[] {
  return split(text).map(({ segment, isWordLike }) => ({
    text: segment,
    word: isWordLike,
    hit: isWordLike && isHit(segment, terms),
  }));
}

function level(segs: Segment[], terms: string[]): Highlighted['matchLevel'] {
  const matched = terms.filter((t) =>
    segs.some((s) => s.hit && (s.text.toLowerCase().startsWith(t) || t.startsWith(s.text.toLowerCase()))),
  );
  if (matched.length === 0) return 'none';
  return matched.length === terms.length ? 'full' : 'partial';
}

const render = (segs: Segment[], pre: string, post: string) =>
  segs.map((s) => (s.hit ? `${pre}${escapeHtml(s.text)}${post}` : escapeHtml(s.text))).join('');

/** The whole text with each matching word wrapped in the tags. */
export function highlight(text: string, terms: string[], pre = '<mark>', post = '</mark>'): Highlighted {
  return markup(text, terms, Infinity, '…', pre, post).highlighted;
}

/** At most `words` words around the first match, with the ellipsis where text was cut. */
export function snippet(
  text: string,
  terms: string[],
  words: number,
  ellipsis = '…',
  pre = '<mark>',
  post = '</mark>',
) {
  return markup(text, terms, words, ellipsis, pre, post).snippet;
}

/** Both the highlighted text and its snippet, from one pass of the segmenter. */
export function markup(
  text: string,
  terms: string[],
  words: number,
  ellipsis = '…',
  pre = '<mark>',
  post = '</mark>',
) {
  if (!text) {
    const none = { value: '', matchLevel: 'none' as const };
    return { highlighted: { ...none, matchedWords: [] }, snippet: none };
  }
  const segs = segments(text, terms);
  const matchLevel = level(segs, terms);
  const whole = render(segs, pre, post);
  const highlighted: Highlighted = { value: whole, matchLevel, matchedWords: terms };
  const wordAt = segs.map((s, i) => (s.word ? i : -1)).filter((i) => i >= 0);
  if (wordAt.length <= words) return { highlighted, snippet: { value: whole, matchLevel } };
  const firstHit = Math.max(
    0,
    wordAt.findIndex((i) => segs[i].hit),
  );
  const start = Math.max(0, Math.min(firstHit - Math.floor(words / 3), wordAt.length - words));
  const from = start === 0 ? 0 : wordAt[start];
  const to = start + words >= wordAt.length ? segs.length : wordAt[start + words];
  const value = `${from > 0 ? ellipsis : ''}${render(segs.slice(from, to), pre, post).trim()}${to < segs.length ? ellipsis : ''}`;
  return { highlighted, snippet: { value, matchLevel } };
}
