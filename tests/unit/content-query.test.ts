import { describe, expect, it } from 'vitest';
import { CURRENT_VERSION } from '../../content-schema/shared/versions';
import {
  allRoutes,
  alternatesOf,
  blogPosts,
  findPage,
  pagerOf,
  pageTitle,
  sidebarOf,
  type ContentIndex,
  type PageRecord,
} from '~/lib/content-query.server';
import { toSidebarNodes } from '~/lib/navigation';

/** A page record with only what the queries read; the rest of a record does not matter here. */
function page(route: string, fields: Record<string, unknown> = {}): PageRecord {
  const lang = route.startsWith('/zh/') ? 'zh' : 'en';
  return {
    kind: 'doc',
    route,
    lang,
    sidebar: true,
    sourceFilePath: `${lang}${route}.md`,
    compiled: { toc: [], headingTitle: '', ids: [], links: [], text: '' },
    ...fields,
  } as unknown as PageRecord;
}

const post = (route: string, date: string, title: string) =>
  page(route, { kind: 'blog', date, title, sidebar: false });

const pages = [
  page('/guide/start/', { title: 'Introduction' }),
  page('/guide/start/quick-start', {
    compiled: { toc: [], headingTitle: 'Quick start from the h1', ids: [], links: [], text: '' },
  }),
  page('/guide/start/glossary', { title: 'Glossary', sidebar: false }),
  page('/zh/guide/start/', { title: '介绍' }),
  post('/blog/older', '2024-08-01T00:00:00Z', 'Older'),
  post('/blog/newer', '2025-05-14T00:00:00Z', 'Newer'),
  post('/zh/blog/newer', '2025-05-14T00:00:00Z', '更新'),
];

const index: ContentIndex = {
  pages: new Map(pages.map((p) => [p.route, p])),
  versions: [CURRENT_VERSION],
  navigation: {
    [CURRENT_VERSION]: {
      en: {
        nav: [],
        sidebars: [
          {
            prefix: '/guide/',
            items: toSidebarNodes(
              [
                { text: 'Introduction', link: '/guide/start/' },
                { text: 'Quick start', link: '/guide/start/quick-start' },
                { text: 'Glossary', link: '/guide/start/glossary' },
              ],
              'en',
              [],
              { file: 'content/en/_navigation.yaml', field: 'sidebars[0].items' },
            ),
          },
        ],
        sourceFilePath: 'en/_navigation.yaml',
      },
      zh: { nav: [], sidebars: [], sourceFilePath: 'zh/_navigation.yaml' },
    },
  },
  navigationErrors: [],
};

describe('content queries', () => {
  it('finds a page by its path, with or without the trailing slash of an index page, in either language', () => {
    expect(findPage('/guide/start', index)?.route).toBe('/guide/start/');
    expect(findPage('/guide/start/quick-start/', index)?.route).toBe('/guide/start/quick-start');
    expect(findPage('/guide/start/quick-start.html#x', index)?.route).toBe('/guide/start/quick-start');
    expect(findPage('/zh/guide/start', index)?.route).toBe('/zh/guide/start/');
    expect(findPage('/guide/nowhere', index)).toBeUndefined();
  });

  it('titles a page by its frontmatter, else by its first h1', () => {
    expect(pageTitle(findPage('/guide/start/', index)!)).toBe('Introduction');
    expect(pageTitle(findPage('/guide/start/quick-start', index)!)).toBe('Quick start from the h1');
    expect(pageTitle(page('/x'))).toBe('');
  });

  it('lists blog posts of one language, newest first', () => {
    expect(blogPosts('en', index).map((p) => p.route)).toEqual(['/blog/newer', '/blog/older']);
    expect(blogPosts('zh', index).map((p) => p.route)).toEqual(['/zh/blog/newer']);
  });

  it('gives a page its section sidebar and pager, and none when the page turns the sidebar off', () => {
    const quickStart = findPage('/guide/start/quick-start', index)!;
    expect(sidebarOf(quickStart, index)).toHaveLength(3);
    expect(pagerOf(quickStart, index)).toEqual({
      prev: { text: 'Introduction', link: '/guide/start/' },
      next: { text: 'Glossary', link: '/guide/start/glossary' },
    });
    expect(sidebarOf(findPage('/guide/start/glossary', index)!, index)).toEqual([]);
  });

  it('links each language: the twin when it exists, else that language home', () => {
    expect(alternatesOf('/guide/start/', index)).toEqual([
      { lang: 'en', path: '/guide/start/', exists: true },
      { lang: 'zh', path: '/zh/guide/start/', exists: true },
    ]);
    expect(alternatesOf('/blog/older', index)).toEqual([
      { lang: 'en', path: '/blog/older', exists: true },
      { lang: 'zh', path: '/zh/', exists: false },
    ]);
  });

  it('lists every route of both languages, sorted', () => {
    expect(allRoutes(index)).toEqual([...pages.map((p) => p.route)].sort());
  });
});
