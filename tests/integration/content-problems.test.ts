import { describe, expect, it } from 'vitest';
import { loadContentIndex } from '~/lib/content.server';
import { compileMarkdown } from '../../content-schema/markdown/compile';
import { collectProblems } from '../../scripts/checks/collect-problems';
import { checkFrontmatter, dateProblem } from '../../scripts/checks/frontmatter-check';
import { formatProblem, summary } from '../../content-schema/shared/problems';
import { buildFixtureContent } from '../helpers/build-fixture-content';

const compile = (source: string) => () =>
  compileMarkdown(source, { file: 'content/en/x.md', lang: 'en', routePath: '/x' });

describe('dates are checked against the calendar', () => {
  it('rejects a day the month does not have, naming it', () => {
    expect(dateProblem('2025-02-30')).toBe(
      '2025-02-30 is not a day of the calendar (February has no day 30)',
    );
    expect(dateProblem('2025-13-01')).toMatch(/not a day of the calendar/);
  });
  it('accepts real days and ISO 8601 times, leap days included', () => {
    expect(dateProblem('2024-02-29')).toBeUndefined();
    expect(dateProblem('2025-05-14T10:00:00Z')).toBeUndefined();
    expect(dateProblem('2025-05-14T10:00:00.000+08:00')).toBeUndefined();
  });
  it('reports an impossible date of a blog post with its line, column and field', () => {
    const problems = checkFrontmatter(
      'en/blog/post.md',
      '---\ntitle: Post\ndate: 2025-02-30\n---\n\n# Post\n',
    );
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^content\/en\/blog\/post\.md:3:7: field "date": 2025-02-30 is not a day of the calendar .*\(expected a date/,
      ),
    ]);
  });
});

describe('frontmatter problems say where, what was expected and how to fix it', () => {
  it('a misspelt field suggests the right name', () => {
    const [problem] = checkFrontmatter('en/page.md', '---\ntitle: A\ndescripton: B\n---\n');
    expect(problem).toMatchObject({ file: 'content/en/page.md', line: 3, column: 1, field: 'descripton' });
    expect(problem.fix).toBe('Did you mean "description"? Rename it.');
  });
  it('a navigation item of the wrong type names its path in the file', () => {
    const [problem] = checkFrontmatter(
      'en/_navigation.yaml',
      'nav: []\nsidebars:\n  - prefix: /guide/\n    items:\n      - text: A\n        collapsed: maybe\n',
    );
    expect(problem).toMatchObject({
      line: 6,
      column: 20,
      field: 'sidebars[0].items[0].collapsed',
      expected: 'true or false',
    });
  });
  it('broken YAML is a problem of its own, with its position', () => {
    const [problem] = checkFrontmatter('en/page.md', '---\ntitle: "open\n---\n');
    expect(problem.message).toMatch(/is not valid YAML/);
    expect(problem.line).toBeGreaterThanOrEqual(2);
  });
});

describe('Markdown mistakes that used to pass', () => {
  it('an unclosed callout fails with the line it opens on', () => {
    expect(compile('# A\n\n:::tip\nNever closed.\n\n## B\n')).toThrow(
      /x\.md:3:1: ":::tip" is never closed.*add a line with :::/,
    );
  });
  it('closed and nested callouts pass', () => {
    expect(compile('::::tip\nOuter\n:::details\nInner\n:::\n::::\n\nAfter.\n')).not.toThrow();
    expect(compile('> :::note\n> Quoted\n> :::\n')).not.toThrow();
  });
  it('a type in prose such as Promise<void> gets the backtick hint', () => {
    expect(compile('It returns Promise<void> when done.\n')).toThrow(
      'if you meant the text Promise<void>, put it in backticks: `Promise<void>`',
    );
  });
  it('a real HTML block keeps the plain message', () => {
    expect(compile('<div>\nx\n</div>\n')).toThrow(/use Markdown or a directive/);
  });
});

describe('one run lists the problems of every file', () => {
  it('frontmatter, dates, Markdown, links and navigation, all at once', async () => {
    const dir = 'tests/fixtures/content-errors/many';
    const { code, generatedDir } = await buildFixtureContent(dir);
    expect(code).toBe(0);
    const problems = collectProblems(dir, loadContentIndex(generatedDir));
    const lines = problems.map(formatProblem);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content\/en\/page\.md:3:10: field "outline"/),
        expect.stringMatching(/^content\/en\/blog\/post\.md:3:7: field "date": 2025-02-30 is not a day/),
        expect.stringMatching(/^content\/en\/callout\.md:7:1: ":::tip" is never closed/),
        expect.stringMatching(/^content\/en\/types\.md:7:29: Raw HTML .*`Promise<void>`/),
        expect.stringMatching(/^content\/en\/link\.md:7: links to \/guide\/nowhere, which is not a page/),
        expect.stringMatching(
          /^content\/en\/_navigation\.yaml(:8)?: navigation links to \/gone, which is not a page/,
        ),
      ]),
    );
    // A page left out for its frontmatter is not also reported as missing from the sidebar.
    expect(lines.filter((l) => l.includes('links to /page,'))).toEqual([]);
    expect(summary(problems)).toMatch(/^\d+ problems in 6 files$/);
  });
});
