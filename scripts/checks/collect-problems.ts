/**
 * Every content check in one place, run by `npm run build`, `npm run
 * content:check` and `npm run dev` alike: the schema of frontmatter and
 * navigation (with lines), the Markdown of every page (raw HTML, fence
 * languages, unknown or unclosed directives), links, anchors, navigation
 * links, twins, heading parity, the length floor and the UI strings of
 * `locales/`. One run lists the problems of all files.
 */
import micromatch from 'micromatch';
import type { ContentIndex } from '../../app/lib/content.server';
import { routePathOf } from '../../app/lib/routes';
import { BlogPost } from '../../content-schema/blog-post';
import { Doc } from '../../content-schema/doc';
import { Navigation } from '../../content-schema/navigation';
import { Snippet } from '../../content-schema/snippet';
import type { CompileFailure } from '../../content-schema/fields/compiled';
import { checkContent } from './cross-document';
import { checkAllFrontmatter, contentFiles } from './frontmatter-check';
import { localeProblems } from './locale-checks';
import type { ContentProblem } from '../../content-schema/shared/problems';
import { pageProblems } from './translation-checks';
import { contentFileLabel } from '../../content-schema/shared/settings';

/** Problems found in the content build's output: Markdown failures and the cross-document checks. */
function indexProblems(index: ContentIndex): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const page of index.pages.values()) {
    const file = contentFileLabel(page.sourceFilePath);
    const failure = (page.compiled as { failure?: CompileFailure }).failure;
    if (failure) {
      problems.push({
        file,
        line: failure.line,
        column: failure.column,
        message: failure.reason,
        // A TypeScript error of a twoslash sample prints as the compiler (and the sample check) prints it.
        ...(failure.code ? { severity: 'error' as const, code: failure.code } : {}),
      });
      continue;
    }
    problems.push(...pageProblems(index, page));
  }
  problems.push(...checkContent(index));
  return problems;
}

const ROUTED = [Doc, BlogPost].map((t) => t.def().filePathPattern ?? '');
const UNROUTED = [Navigation, Snippet].map((t) => t.def().filePathPattern ?? '');

/**
 * All problems of the content tree. Without an index (the content build
 * itself failed) only the per-file checks run. A file whose frontmatter is
 * wrong is left out of the content build, so the problems that only follow
 * from its absence (a twin "missing", links to it "not a page") are dropped.
 * `afterBuild: false` (the dev server, between a save and its build) leaves
 * out the check that every page was built.
 */
export function collectProblems(
  contentDir: string,
  index?: ContentIndex,
  { afterBuild = true } = {},
): ContentProblem[] {
  const frontmatter = checkAllFrontmatter(contentDir);
  const locales = localeProblems();
  if (!index) return [...frontmatter, ...locales];
  const broken = new Set(frontmatter.map((p) => p.file));
  const brokenRoutes = [...broken]
    .map((file) => file.replace(/^content\//, ''))
    .filter((rel) => micromatch.isMatch(rel, ROUTED) && !micromatch.isMatch(rel, UNROUTED))
    .map((rel) => routePathOf(rel));
  const sameRoute = (a: string, b: string) => a === b || a.replace(/\/$/, '') === b.replace(/\/$/, '');
  const consequence = (p: ContentProblem) =>
    p.target !== undefined && brokenRoutes.some((route) => sameRoute(route, p.target!));
  const built = new Set([...index.pages.values()].map((p) => p.sourceFilePath));
  // Safety net: a page the content build dropped for a reason the checks above do not know.
  // (Only right after a build: a file saved since is simply not built yet.)
  const dropped: ContentProblem[] = !afterBuild
    ? []
    : contentFiles(contentDir)
        .filter((rel) => micromatch.isMatch(rel, ROUTED) && !micromatch.isMatch(rel, UNROUTED))
        .filter((rel) => !built.has(rel) && !broken.has(contentFileLabel(rel)))
        .map((rel) => ({
          file: contentFileLabel(rel),
          message: 'was left out by the content build',
          fix: 'Run `npm run content` to see what Contentlayer says about it.',
        }));
  return [...frontmatter, ...locales, ...dropped, ...indexProblems(index).filter((p) => !consequence(p))];
}
