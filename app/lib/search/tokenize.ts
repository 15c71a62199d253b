/**
 * Words of a text for the search index and the query alike. Chinese has no
 * spaces, so words come from `Intl.Segmenter` (ICU's dictionary), which also
 * splits English and code on word boundaries.
 */
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

export function tokenize(text: string): string[] {
  const words: string[] = [];
  for (const { segment, isWordLike } of segmenter.segment(text)) {
    if (!isWordLike) continue;
    const word = segment.toLowerCase();
    words.push(word);
    // `lib.format`, `output.distPath`, `auto-external`: the parts are words too.
    if (/[._\-/]/.test(word)) words.push(...word.split(/[._\-/]+/).filter(Boolean));
  }
  return words;
}
