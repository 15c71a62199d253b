import { describe, expect, it } from 'vitest';
import { loadContentIndex } from '~/lib/content.server';
import { checkContent } from '../../scripts/checks/cross-document';
import { collectProblems } from '../../scripts/checks/collect-problems';
import { formatProblem } from '../../content-schema/shared/problems';
import { buildFixtureContent } from '../helpers/build-fixture-content';

const fixture = (name: string) => `tests/fixtures/content-errors/${name}`;

// Each case is a tiny content tree with one mistake. The writer must learn
// the file, the line, the field and the reason, and the checks must fail.
const problemsOf = async (name: string) => {
  const { code, generatedDir } = await buildFixtureContent(fixture(name));
  expect(code).toBe(0);
  return collectProblems(fixture(name), loadContentIndex(generatedDir)).map(formatProblem);
};

describe.concurrent('bad content fails the content checks', () => {
  it('a field of the wrong type, with its line and the expected type', async () => {
    expect(await problemsOf('wrong-type')).toContainEqual(
      expect.stringMatching(
        /^content\/en\/page\.md:3:10: field "outline": is string "sometimes" \(expected true or false\)/,
      ),
    );
  });
  it('a field the schema does not know', async () => {
    expect(await problemsOf('unknown-field')).toContainEqual(
      expect.stringMatching(
        /^content\/en\/page\.md:\d+:1: field "subtitle": is not a field of this kind of file/,
      ),
    );
  });
  it('a blog post without its required date', async () => {
    expect(await problemsOf('missing-date')).toContainEqual(
      expect.stringMatching(/^content\/en\/blog\/post\.md:2:1: field "date": is missing \(expected a date/),
    );
  });
  it('raw HTML in the body, with its line', async () => {
    expect(await problemsOf('raw-html')).toContainEqual(
      expect.stringMatching(/^content\/en\/page\.md:7:1: Raw HTML is not allowed/),
    );
  });
  it('a twoslash sample that does not type-check, as the compiler prints it, at its line in the Markdown file', async () => {
    const problems = await problemsOf('twoslash-error');
    // The sample is read against the current version's @rslib/core (1.0.1), like the build reads it.
    expect(problems).toContainEqual(
      "content/en/page.md:12:7 - error TS2322: Type '\"esn\"' is not assignable to type 'Format'. (twoslash sample at line 9)",
    );
    // Twoslash's own notations are refused: the sample is shown and checked as written (here in a list item).
    expect(problems).toContainEqual(
      'content/en/notation.md:13:3: twoslash notation "// @noErrors" is not used on this site: a marked sample is shown and type-checked as written (twoslash sample at line 11)',
    );
  });
  it('a link or image whose target is a script or another scheme, with its line and column', async () => {
    // One Markdown failure is reported per page: the first one.
    expect(await problemsOf('unsafe-link')).toContainEqual(
      expect.stringMatching(
        /^content\/en\/page\.md:7:41: Link `javascript:alert\(1\)` uses the scheme `javascript:`, which the site does not allow/,
      ),
    );
  });
});

describe.concurrent('bad content fails the cross-document checks', () => {
  it('a page with no title at all', async () => {
    const { code, generatedDir } = await buildFixtureContent(fixture('missing-title'));
    expect(code).toBe(0);
    expect(checkContent(loadContentIndex(generatedDir)).map(formatProblem)).toEqual([
      'content/en/page.md: field "title": is missing (no frontmatter title and no # heading)\n' +
        '      fix: Add `title:` to the frontmatter or start the page with a # heading.',
    ]);
  });
  it('a dead link and a dead anchor, with their lines', async () => {
    const { code, generatedDir } = await buildFixtureContent(fixture('dead-link'));
    expect(code).toBe(0);
    expect(checkContent(loadContentIndex(generatedDir))).toEqual([
      expect.objectContaining({
        file: 'content/en/page.md',
        line: 7,
        message: 'links to /guide/nowhere, which is not a page',
        target: '/guide/nowhere',
      }),
      expect.objectContaining({
        file: 'content/en/page.md',
        line: 9,
        message: 'links to #nope on /page, which has no such heading or id',
        target: '/page',
      }),
    ]);
  });
});

describe('an archived version is checked on its own', () => {
  it('its links resolve inside it, its twins are its own, and each problem names the archived file', async () => {
    const dir = fixture('versions');
    const { code, generatedDir } = await buildFixtureContent(dir);
    expect(code).toBe(0);
    const problems = collectProblems(dir, loadContentIndex(generatedDir)).filter(
      (p) => !p.message.startsWith('too short'),
    );
    expect(problems.map(formatProblem)).toEqual([
      'content/v0.11/en/page.md: no Chinese twin (expected content/v0.11/zh/page.md)\n' +
        '      fix: Create the twin (npm run new-page creates both languages).',
      // The same link is live on the current version's page, which has /added.
      'content/v0.11/en/page.md:7: links to /v0.11/added, which is not a page\n' +
        '      fix: Use the path of an existing page, without a version or language prefix (/v0.11, /zh) and without .md (e.g. /guide/start/quick-start), or create the page.',
      'content/v0.11/zh/_navigation.yaml: navigation links to /v0.11/zh/page, which is not a page\n' +
        '      fix: Change this `link:` to the path of an existing page, or create the page (npm run new-page).',
    ]);
  });
});
