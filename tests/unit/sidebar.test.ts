import { describe, expect, it } from 'vitest';
import type { RawSidebarItem } from '~/lib/content-types';
import { toSidebarNodes } from '~/lib/navigation';
import { formatProblem, type ContentProblem } from '../../content-schema/shared/problems';
import { containsPage, findSidebar, flattenSidebar, prevNext } from '~/lib/sidebar';

const raw: RawSidebarItem[] = [
  {
    text: 'Getting Started',
    items: [
      { text: 'Introduction', link: '/guide/start/' },
      { text: 'Quick start', link: '/guide/start/quick-start' },
    ],
  },
  { dividerType: 'dashed' },
  { sectionHeaderText: 'More' },
  {
    text: 'Solution',
    link: '/guide/solution/',
    collapsed: true,
    items: [{ text: 'Node.js', link: '/guide/solution/nodejs' }],
  },
];

describe('sidebar data', () => {
  it('turns raw items into typed nodes with the language prefix applied', () => {
    const errors: ContentProblem[] = [];
    const nodes = toSidebarNodes(raw, 'zh', errors, { file: 'nav', field: 'items' });
    expect(errors).toEqual([]);
    expect(nodes.map((n) => n.kind)).toEqual(['group', 'divider', 'header', 'group']);
    expect(flattenSidebar(nodes).map((p) => p.link)).toEqual([
      '/zh/guide/start/',
      '/zh/guide/start/quick-start',
      '/zh/guide/solution/',
      '/zh/guide/solution/nodejs',
    ]);
  });
  it('reports items that are neither link, group, divider nor header, with their place', () => {
    const errors: ContentProblem[] = [];
    toSidebarNodes([{ text: 'Lonely' }, { link: '/x' }], 'en', errors, {
      file: 'content/en/_navigation.yaml',
      field: 'sidebars[0].items',
    });
    expect(errors.map(formatProblem)).toEqual([
      'content/en/_navigation.yaml: field "sidebars[0].items[0]": "Lonely": a sidebar item needs "link" or "items"',
      'content/en/_navigation.yaml: field "sidebars[0].items[1]": a sidebar item needs "text" (or "dividerType" / "sectionHeaderText")',
    ]);
  });
  it('groups are collapsible by default and start expanded', () => {
    const [group] = toSidebarNodes([{ text: 'G', items: [] }], 'en', [], { file: '', field: '' });
    expect(group).toMatchObject({ kind: 'group', collapsible: true, collapsed: false });
  });
});

describe('prev/next and the active group', () => {
  const nodes = toSidebarNodes(raw, 'en', [], { file: '', field: '' });
  it('follows sidebar order across groups, group header links included', () => {
    expect(prevNext(nodes, '/guide/start/quick-start')).toEqual({
      prev: { text: 'Introduction', link: '/guide/start/' },
      next: { text: 'Solution', link: '/guide/solution/' },
    });
    expect(prevNext(nodes, '/guide/start/').prev).toBeUndefined();
    expect(prevNext(nodes, '/guide/solution/nodejs').next).toBeUndefined();
    expect(prevNext(nodes, '/guide/start')).toMatchObject({ next: { link: '/guide/start/quick-start' } });
  });
  it('knows which group holds the current page, so it is opened even if collapsed', () => {
    expect(containsPage(nodes[3], '/guide/solution/nodejs')).toBe(true);
    expect(containsPage(nodes[3], '/guide/start/')).toBe(false);
  });
  it('picks the sidebar with the longest matching prefix', () => {
    const sidebars = [
      { prefix: '/guide/', items: ['guide'] },
      { prefix: '/guide/solution/', items: ['solution'] },
    ];
    expect(findSidebar(sidebars, '/guide/solution/react')?.items).toEqual(['solution']);
    expect(findSidebar(sidebars, '/guide/basic/cli')?.items).toEqual(['guide']);
    expect(findSidebar(sidebars, '/blog/')).toBeUndefined();
  });
});
