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
