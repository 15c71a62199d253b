/**
 * Every weight of the local search's ranking, in one place.
 *
 * How a query is answered (see `query.ts`):
 * 1. The query's words are looked up one by one, stop words aside; a record
 *    matches a word when the word, a typo of it (Latin), a prefix of it (the
 *    last word only), or for Chinese its character pairs, are in one of the
 *    record's fields (a Chinese word counts for the share of its pairs found).
 * 2. Records are ranked by how many of the query's words they match (all of
 *    them first; when no record has every word, the best partial matches
 *    still come back, so nothing is empty while some word matches), then by
 *    score: the sum, over the words it matches, of BM25 times the weight of
 *    the field the word is in, times the weight of a typo or prefix match.
 *    Rarer words weigh more in BM25, so the least selective words are the
 *    first to go missing without harm.
 * 3. Pages are ranked the same way, by their records, times the page's own
 *    weight; the dialog gets each page's best records in that order.
 */

/**
 * Weight of a word match per field. Every record of a page carries the page
 * title, and every record below a heading carries that heading, the way
 * Algolia's DocSearch records carry their hierarchy: "mjs extension" then
 * finds the paragraph about `.mjs` on the page titled lib.autoExtension.
 */
export const FIELD_WEIGHTS = {
  /** The page title (h1). */
  title: 10,
  /** The h2–h4 of the record, and the headings above it. */
  heading: 4,
  /** The page's description (frontmatter), on its page record only. */
  description: 2,
  /** A paragraph of body text. */
  content: 1,
} as const;

export type Field = keyof typeof FIELD_WEIGHTS;

/** The indexed fields; a field's id, in the index's statistics and postings, is its place here. */
export const FIELDS = Object.keys(FIELD_WEIGHTS) as Field[];

/**
 * The fields a record must match at least one word in by itself to be a hit:
 * a section whose only match is the page title it inherits adds nothing to
 * the page's own record.
 */
export const OWN_FIELDS: Record<'page' | 'heading' | 'content', Field[]> = {
  page: ['title', 'description'],
  heading: ['heading'],
  content: ['content'],
};

/**
 * A page scores its best record, plus each further matching record at this
 * factor to the power of its place (½, ¼, …): a page about the words beats
 * one that mentions them once.
 */
export const PAGE_DEPTH = 0.5;

/** Page weight by route: blog posts rank below guide and config pages for the same match. */
export function pageWeight(route: string): number {
  return /^(\/zh)?\/blog\//.test(route) ? 0.4 : 1;
}

/**
 * Typo tolerance for Latin words: edits allowed for a word of this many
 * letters (one for 4–7, two for longer). Words with digits or dots are exact.
 */
export function maxTypos(word: string): number {
  if (!/^[a-z]+$/.test(word) || word.length < 4) return 0;
  return word.length <= 7 ? 1 : 2;
}

/**
 * BM25's parameters, with BM25+'s floor `d`: a term's weight in a field
 * saturates as it repeats (`k`), falls as the field is longer than the
 * average (`b`), and never drops below `d` times the term's rarity, so a word
 * in a long paragraph still counts. A field's length is its number of
 * distinct terms (`index-data.ts`, `indexData`).
 */
export const BM25 = { k: 1.2, b: 0.7, d: 0.5 } as const;

/** BM25's weight of a term found `tf` times in a field of `length` terms, before `d` and the term's rarity. */
export const tfWeight = (tf: number, length: number, average: number) =>
  (tf * (BM25.k + 1)) / (tf + BM25.k * (1 - BM25.b + (BM25.b * length) / average));

/**
 * How much a typo or a prefix match counts against an exact match, before
 * the distance: see `prefixWeight` and `typoWeight`.
 */
const MATCH_WEIGHTS = { fuzzy: 0.3, prefix: 0.5 } as const;

/**
 * A dictionary term that starts with the word typed and is `extra` letters
 * longer: the prefix weight, falling slowly with the letters still to come
 * (`config` for `con` still counts almost half).
 */
export const prefixWeight = (term: string, extra: number) =>
  (MATCH_WEIGHTS.prefix * term.length) / (term.length + 0.3 * extra);

/** A dictionary term `edits` typos away from the word typed: the typo weight, falling with each typo. */
export const typoWeight = (term: string, edits: number) =>
  (MATCH_WEIGHTS.fuzzy * term.length) / (term.length + edits);

/**
 * Chinese words typed together count extra where they stand together on the
 * page (the character pair across them, times this), like Algolia's proximity.
 */
export const PHRASE_WEIGHT = 1;

/**
 * A page title or heading that says exactly what the query says (its words,
 * stop words aside) scores this many times more (Algolia's "exact" criterion): "what is bundleless" finds
 * the glossary's "Bundleless" before the pages with a "Bundleless mode" section.
 */
export const EXACT_WEIGHT = 2;

/** A lone Chinese character counts half a word (it matches as a prefix of pairs). */
export const LONE_CHARACTER_WEIGHT = 0.5;

/**
 * When the best page matches more of the query than others, those others are
 * noise in the dialog, except to make up this many pages in all.
 */
export const PARTIAL_FILL = 5;

/** Hits per page in the answer, so that more pages fit in the dialog's groups. */
export const HITS_PER_PAGE = 3;

/**
 * Words that never decide a ranking: dropped from the query unless nothing
 * else is left.
 */
export const STOP_WORDS = new Set([
  // English
  'a',
  'an',
  'the',
  'in',
  'on',
  'of',
  'to',
  'for',
  'from',
  'with',
  'into',
  'by',
  'at',
  'as',
  'and',
  'or',
  'is',
  'are',
  'be',
  'it',
  'its',
  'this',
  'that',
  'i',
  'my',
  'me',
  'we',
  'you',
  'your',
  'how',
  'what',
  'why',
  'when',
  'which',
  'do',
  'does',
  "don't",
  'can',
  'should',
  'there',
  // Chinese
  '的',
  '和',
  '与',
  '及',
  '或',
  '在',
  '中',
  '是',
  '了',
  '把',
  '将',
  '被',
  '对',
  '从',
  '为',
  '个',
  '一个',
  '吗',
  '呢',
  '吧',
  '我',
  '我们',
  '你',
  '怎么',
  '怎样',
  '如何',
  '什么',
  '为什么',
  '哪些',
  '可以',
  '能',
  '要',
  '需要',
  '请',
  '进行',
]);
