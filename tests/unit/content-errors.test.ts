import { describe, expect, it } from 'vitest';
import { loadContentIndex } from '~/lib/content.server';
import { checkContent } from '../../scripts/lib/check-content';
import { buildFixtureContent } from '../helpers/build-fixture-content';

const fixture = (name: string) => `tests/fixtures/content-errors/${name}`;

// Each case is a tiny content tree with one mistake. The writer must learn
// the file, the field and the reason, and the build must not succeed.
describe.concurrent('bad content fails the content build', () => {
  it('a field of the wrong type', async () => {
    const { code, output } = await buildFixtureContent(fixture('wrong-type'));
    expect(code).not.toBe(0);
    expect(output).toContain('"en/page.md" of type "Doc" has the following incompatible fields');
    expect(output).toContain('outline: "sometimes"');
  });
  it('a field the schema does not know', async () => {
    const { code, output } = await buildFixtureContent(fixture('unknown-field'));
    expect(code).not.toBe(0);
    expect(output).toContain('"en/page.md" of type "Doc" has the following extra fields');
    expect(output).toContain('subtitle');
  });
  it('a blog post without its required date', async () => {
    const { code, output } = await buildFixtureContent(fixture('missing-date'));
    expect(code).not.toBe(0);
    expect(output).toContain('"en/blog/post.md" (of type "BlogPost") is missing the following required fields');
    expect(output).toContain('date');
  });
  it('raw HTML in the body, with its line', async () => {
    const { code, output } = await buildFixtureContent(fixture('raw-html'));
    expect(code).not.toBe(0);
    expect(output).toMatch(/raw-html\/en\/page\.md:7: Raw HTML is not allowed/);
  });
});

describe.concurrent('bad content fails the cross-document checks', () => {
  it('a page with no title at all', async () => {
    const { code, generatedDir } = await buildFixtureContent(fixture('missing-title'));
    expect(code).toBe(0);
    expect(checkContent(loadContentIndex(generatedDir))).toEqual([
      'content/en/page.md: field "title" is missing (no frontmatter title and no # heading)',
    ]);
  });
  it('a dead link and a dead anchor, with their lines', async () => {
    const { code, generatedDir } = await buildFixtureContent(fixture('dead-link'));
    expect(code).toBe(0);
    expect(checkContent(loadContentIndex(generatedDir))).toEqual([
      'content/en/page.md:7: links to /guide/nowhere, which is not a page',
      'content/en/page.md:9: links to #nope on /page, which has no such heading or id',
    ]);
  });
});
