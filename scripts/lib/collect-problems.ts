/**
 * Every content check in one place, run by `npm run build`, `npm run
 * content:check` and `npm run dev` alike: the schema of frontmatter and
 * navigation (with lines), the Markdown of every page (raw HTML, fence
 * languages, unknown or unclosed directives), links, anchors, navigation
 * links, twins, heading parity, the length floor and the UI strings of
 * `locales/`. One run lists the problems of all files.
 */
import path from 'node:path';
import micromatch from 'micromatch';
import type { ContentIndex } from '../../app/lib/content.server';
import { routePathOf } from '../../app/lib/routes';
import { BlogPost } from '../../content-schema/blog-post';
import { Doc } from '../../content-schema/doc';
import { Navigation } from '../../content-schema/navigation';
import { Snippet } from '../../content-schema/snippet';
import type { CompileFailure } from '../../content-schema/fields/compiled';
import { checkContent } from './check-content';
import { checkAllFrontmatter, contentFiles } from './frontmatter-check';
import { localeProblems } from './locale-checks';
import type { ContentProblem } from './problems';
import { MIN_LENGTH, pageProblems } from './translation-checks';

const HINTS: [RegExp, string][] = [
  [
    /^links to #/,
    'Link to an id the page has (the {#id} of one of its headings), or give the heading that id.',
  ],
  [
    /^links to .*which is not a page/,
    'Use the path of an existing page, without /zh and without .md (e.g. /guide/start/quick-start), or create the page.',
  ],
  [
    /^navigation links to/,
    'Change this `link:` to the path of an existing page, or create the page (npm run new-page).',
  ],
  [/^no (Chinese|English) twin/, 'Create the twin (npm run new-page creates both languages).'],
  [
    /^headings differ/,
    'Give both languages the same h2/h3 headings with the same {#id}s, in the same order.',
  ],
  [
    /^too short/,
    `Write more: the floor is ${MIN_LENGTH.page} words (${MIN_LENGTH.index} on index pages); in Chinese each character counts as a word.`,
  ],
  [/field "title" is missing/, 'Add `title:` to the frontmatter or start the page with a # heading.'],
  [/duplicates/, 'Keep one of the two files: x.md and x/index.md serve the same URL.'],
];

const hintFor = (message: string) => HINTS.find(([re]) => re.test(message))?.[1];

/** `content/x.md:12: message` (the checks' string form) as a problem. */
function fromString(text: string, file?: string): ContentProblem {
  if (file) return { file, message: text, fix: hintFor(text) };
  const m = /^(content\/[^\s:]+)(?::(\d+))?: ([\s\S]*)$/.exec(text);
  if (!m) return { file: 'content', message: text, fix: hintFor(text) };
  return { file: m[1], line: m[2] ? Number(m[2]) : undefined, message: m[3], fix: hintFor(m[3]) };
}

/** Problems found in the content build's output: Markdown failures and the cross-document checks. */
function indexProblems(index: ContentIndex): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const page of index.pages.values()) {
    const file = `content/${page.sourceFilePath}`;
    const failure = (page.compiled as { failure?: CompileFailure }).failure;
    if (failure) {
      problems.push({ file, line: failure.line, message: failure.reason });
      continue;
    }
    problems.push(...pageProblems(index, page).map((p) => fromString(p, file)));
  }
  problems.push(...checkContent(index).map((p) => fromString(p)));
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
  const locales = [...localeProblems()].flatMap(([file, messages]) =>
    messages.map((message) => ({
      file,
      message,
      fix: 'Give every language the same keys in locales/, none empty.',
    })),
  );
  if (!index) return [...frontmatter, ...locales];
  const broken = new Set(frontmatter.map((p) => p.file));
  const brokenRoutes = [...broken]
    .map((file) => file.replace(/^content\//, ''))
    .filter((rel) => micromatch.isMatch(rel, ROUTED) && !micromatch.isMatch(rel, UNROUTED))
    .map((rel) => routePathOf(rel));
  const consequence = (p: ContentProblem) =>
    [...broken].some((file) => p.message.includes(`expected ${file})`)) ||
    brokenRoutes.some(
      (route) =>
        p.message.includes(`links to ${route},`) ||
        p.message.includes(`on ${route},`) ||
        p.message.includes(`to ${route}, which`),
    );
  const built = new Set([...index.pages.values()].map((p) => p.sourceFilePath));
  // Safety net: a page the content build dropped for a reason the checks above do not know.
  // (Only right after a build: a file saved since is simply not built yet.)
  const dropped: ContentProblem[] = !afterBuild
    ? []
    : contentFiles(contentDir)
        .filter((rel) => micromatch.isMatch(rel, ROUTED) && !micromatch.isMatch(rel, UNROUTED))
        .filter((rel) => !built.has(rel) && !broken.has(`content/${rel}`))
        .map((rel) => ({
          file: `content/${rel}`,
          message: 'was left out by the content build',
          fix: 'Run `npm run content` to see what Contentlayer says about it.',
        }));
  return [...frontmatter, ...locales, ...dropped, ...indexProblems(index).filter((p) => !consequence(p))];
}

/** The content folder the schemas read (tests point it at fixtures). */
export const contentDirectory = () => path.resolve(process.env.CONTENT_DIR ?? 'content');
