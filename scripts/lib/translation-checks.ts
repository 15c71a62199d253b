/** Checks between an English page and its Chinese twin, and of page length. */
import type { ContentIndex, PageRecord } from '../../app/lib/content.server';
import { localizePath, splitLang } from '../../app/lib/routes';

/** Words in English text; in Chinese, each CJK character counts as one. */
function textLength(text: string): number {
  const cjk = text.match(/[\u3400-\u9fff]/g)?.length ?? 0;
  const words = text.replace(/[\u3400-\u9fff]/g, ' ').match(/[A-Za-z0-9][\w'.-]*/g)?.length ?? 0;
  return cjk + words;
}

export const MIN_LENGTH = { page: 150, index: 40 };

const outlineShape = (page: PageRecord) =>
  page.compiled.toc.filter((t) => t.depth <= 3).map((t) => `h${t.depth}#${t.id}`);

/** Problems of one page against its twin and the length rule. */
export function pageProblems(index: ContentIndex, page: PageRecord): string[] {
  const problems: string[] = [];
  const { path } = splitLang(page.route);
  const otherLang = page.lang === 'en' ? 'zh' : 'en';
  const twin = index.pages.get(localizePath(path, otherLang));
  if (!twin) {
    problems.push(
      `no ${otherLang === 'zh' ? 'Chinese' : 'English'} twin (expected content/${otherLang}/${page.sourceFilePath.slice(3)})`,
    );
  } else if (page.lang === 'en') {
    const mine = outlineShape(page);
    const theirs = outlineShape(twin);
    if (mine.join() !== theirs.join()) {
      const onlyEn = mine.filter((h) => !theirs.includes(h));
      const onlyZh = theirs.filter((h) => !mine.includes(h));
      problems.push(
        `headings differ from the Chinese twin (h2/h3: ${mine.length} vs ${theirs.length}` +
          (onlyEn.length ? `; only in English: ${onlyEn.join(', ')}` : '') +
          (onlyZh.length ? `; only in Chinese: ${onlyZh.join(', ')}` : '') +
          (!onlyEn.length && !onlyZh.length ? '; same ids in another order' : '') +
          ')',
      );
    }
  }
  const isIndex = path.endsWith('/') || page.pageType === 'home';
  const min = isIndex ? MIN_LENGTH.index : MIN_LENGTH.page;
  const length = textLength(page.compiled.text);
  if (length < min)
    problems.push(
      `too short: ${length} ${page.lang === 'zh' ? 'characters/words' : 'words'} (minimum ${min})`,
    );
  return problems;
}
