import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { relevantProblems } from '~/components/DevOverlay/relevant-problems';
import { addToNavigation } from '../../scripts/writer/add-to-navigation';
import { buildSchemas } from '../../scripts/checks/json-schema';

describe('new-page adds the sidebar entry next to its folder', () => {
  const nav = readFileSync('content/en/_navigation.yaml', 'utf8');
  it('after the last page of the same folder, leaving the rest of the file as it was', () => {
    const out = addToNavigation(nav, 'My topic', '/guide/basic/my-topic');
    const added = '    - text: My topic\n      link: /guide/basic/my-topic\n';
    expect(out).toContain(
      `      link: /guide/basic/upgrade-rslib\n${added}    - text: Upgrading from 0.x to v1`,
    );
    expect(out.replace(added, '')).toBe(nav);
  });
  it('at the end of the matching sidebar when the folder is new', () => {
    const out = addToNavigation(nav, 'New', '/config/extra/new');
    expect(out).toContain(
      '      link: /config/rsbuild/log-level\n  - text: New\n    link: /config/extra/new\n- prefix: /api/',
    );
  });
});

describe('the overlay shows the problems a page depends on', () => {
  const problems = [
    { file: 'content/en/guide/a.md', message: 'a' },
    { file: 'content/en/guide/b.md', message: 'b' },
    { file: 'content/en/_navigation.yaml', message: 'nav' },
    { file: 'content/zh/guide/a.md', message: 'zh a' },
    { file: 'content/en/guide/index.md', message: 'index' },
  ];
  it('its own file and its language’s navigation, not other pages', () => {
    expect(relevantProblems(problems, '/guide/a', 'en').map((p) => p.message)).toEqual(['a', 'nav']);
    expect(relevantProblems(problems, '/zh/guide/a', 'zh').map((p) => p.message)).toEqual(['zh a']);
    expect(relevantProblems(problems, '/guide/', 'en').map((p) => p.message)).toEqual(['nav', 'index']);
  });
});

describe('editor schemas come from content-schema', () => {
  const schemas = buildSchemas();
  it('one per document type, with the fields, their types and doc comments', () => {
    expect(Object.keys(schemas).sort()).toEqual([
      'blog-post.schema.json',
      'doc.schema.json',
      'navigation.schema.json',
      'snippet.schema.json',
    ]);
    const doc = schemas['doc.schema.json'] as {
      properties: Record<string, { enum?: string[]; description?: string }>;
      additionalProperties: boolean;
    };
    expect(doc.properties.pageType.enum).toEqual(['doc', 'home', 'custom', 'blank']);
    expect(doc.properties.description.description).toMatch(/search engines/);
    expect(doc.additionalProperties).toBe(false);
    const blog = schemas['blog-post.schema.json'] as { required: string[] };
    expect(blog.required).toEqual(['date']);
  });
  it('navigation items refer to themselves for nested groups', () => {
    const nav = schemas['navigation.schema.json'] as {
      definitions: Record<string, { properties: Record<string, unknown> }>;
    };
    expect(nav.definitions.SidebarItem.properties.items).toEqual({
      type: 'array',
      items: { $ref: '#/definitions/SidebarItem' },
      description: expect.stringMatching(/group/) as unknown,
    });
  });
});
