/**
 * Which page a preview shows, from the path of Decap's entry: the dev
 * editor's virtual layout (content-map.ts) or, in the published editor, the
 * repository's own (`content/en/guide/…`, `content/v0.11/zh/config/…`).
 */
import { LANGS, routePathOf, sourcePathOf, type Lang } from '../../../content-schema/shared/routes';
import { SECTIONS, type Section } from '../sections';

const isSection = (name: string | undefined): name is Section => SECTIONS.includes(name as Section);
const isLang = (name: string | undefined): name is Lang => LANGS.includes(name as Lang);

/**
 * The previewed page's language and route. The dev layout keeps both
 * languages in one entry, so its language is the side being previewed
 * (`sideLang`); a published entry's path names its own.
 */
export function previewedPage(entryPath: string, sideLang: Lang): { lang: Lang; route: string } {
  const parts = entryPath.split('/');
  if (parts[0] === '_cms') {
    const [, version = '', section = '', , name = ''] = parts;
    const inside = `${section}/${name.split('__').join('/')}`;
    return { lang: sideLang, route: routePathOf(sourcePathOf(version, sideLang, inside)) };
  }
  const at = parts.findIndex((part, i) => isLang(part) && isSection(parts[i + 1]));
  if (at < 0) return { lang: sideLang, route: sideLang === 'zh' ? '/zh/' : '/' };
  const from = /^v\d/.test(parts[at - 1] ?? '') ? at - 1 : at;
  return { lang: parts[at] as Lang, route: routePathOf(parts.slice(from).join('/')) };
}
