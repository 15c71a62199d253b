import { LANGS, routePathOf, type Lang } from '~/lib/routes';
import type { ContentProblem } from '../../../content-schema/shared/problems';

const bare = (p: string) => (p.length > 1 ? p.replace(/\/$/, '') : p);

/**
 * The problems a page depends on: its own file, the navigation and shared
 * snippets of its language, and anything not tied to one page.
 * Pure.
 */
export function relevantProblems(problems: ContentProblem[], pathname: string, lang: Lang): ContentProblem[] {
  const here = bare(pathname);
  return problems.filter((p) => {
    const rel = p.file.replace(/^content\//, '');
    if (!LANGS.some((l) => rel.startsWith(`${l}/`))) return true;
    if (!rel.endsWith('.md') || rel.includes('/shared/')) return rel.startsWith(`${lang}/`);
    return bare(routePathOf(rel)) === here;
  });
}
