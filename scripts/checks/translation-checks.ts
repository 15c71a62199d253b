/** Checks between an English page and its Chinese twin, and of page length. */
import { twinOf, type ContentIndex, type PageRecord } from '../../app/lib/content-query.server';
import {
  DEFAULT_LANG,
  LANGS,
  localizePath,
  sourceParts,
  sourcePathOf,
  type Lang,
} from '../../app/lib/routes';
import type { ContentProblem } from '../../content-schema/shared/problems';
import { contentFileLabel } from '../../content-schema/shared/settings';

/** Words in English text; in Chinese, each CJK character counts as one. */
function textLength(text: string): number {
  const cjk = text.match(/[\u3400-\u9fff]/g)?.length ?? 0;
  const words = text.replace(/[\u3400-\u9fff]/g, ' ').match(/[A-Za-z0-9][\w'.-]*/g)?.length ?? 0;
  return cjk + words;
}

export const MIN_LENGTH = { page: 150, index: 40 };

const outlineShape = (page: PageRecord) =>
  page.compiled.toc.filter((t) => t.depth <= 3).map((t) => `h${t.depth}#${t.id}`);

const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', zh: 'Chinese' };

/** Problems of one page against its twin and the length rule. */
export function pageProblems(index: ContentIndex, page: PageRecord): ContentProblem[] {
  const file = contentFileLabel(page.sourceFilePath);
  const problems: ContentProblem[] = [];
  const otherLang = LANGS.find((l) => l !== page.lang)!;
  const twin = twinOf(page.route, otherLang, index);
  if (!twin) {
    const { version, rest } = sourceParts(page.sourceFilePath);
    problems.push({
      file,
      message: `no ${LANGUAGE_NAMES[otherLang]} twin (expected ${contentFileLabel(sourcePathOf(version, otherLang, rest))})`,
      fix: 'Create the twin (npm run new-page creates both languages).',
      target: localizePath(page.route, otherLang),
    });
  } else if (page.lang === 'en') {
    const mine = outlineShape(page);
    const theirs = outlineShape(twin);
    if (mine.join() !== theirs.join()) {
      const onlyEn = mine.filter((h) => !theirs.includes(h));
      const onlyZh = theirs.filter((h) => !mine.includes(h));
      problems.push({
        file,
        message:
          `headings differ from the Chinese twin (h2/h3: ${mine.length} vs ${theirs.length}` +
          (onlyEn.length ? `; only in English: ${onlyEn.join(', ')}` : '') +
          (onlyZh.length ? `; only in Chinese: ${onlyZh.join(', ')}` : '') +
          (!onlyEn.length && !onlyZh.length ? '; same ids in another order' : '') +
          ')',
        fix: 'Give both languages the same h2/h3 headings with the same {#id}s, in the same order.',
      });
    }
  }
  const isIndex = page.route.endsWith('/') || page.pageType === 'home';
  const min = isIndex ? MIN_LENGTH.index : MIN_LENGTH.page;
  const length = textLength(page.compiled.text);
  if (length < min) {
    problems.push({
      file,
      message: `too short: ${length} ${page.lang === DEFAULT_LANG ? 'words' : 'characters/words'} (minimum ${min})`,
      fix: `Write more: the floor is ${MIN_LENGTH.page} words (${MIN_LENGTH.index} on index pages); in Chinese each character counts as a word.`,
    });
  }
  return problems;
}
