/**
 * Every URL field of every schema (navigation links, the hero's buttons and
 * logo, `head[].href`, a post's banner) is held to the rule Markdown links
 * follow (content-schema/shared/urls.ts): a `javascript:` URL is a problem
 * with the file, line and field, and the page data a component renders never
 * carries one (the dev server still renders a page whose file has problems).
 */
import { describe, expect, it } from 'vitest';
import { toNavNodes, toSidebarNodes } from '~/lib/navigation';
import { headTagsOf, heroOf } from '~/lib/page-data.server';
import { formatProblem, type ContentProblem } from '../../content-schema/shared/problems';
import { checkFrontmatter } from '../../scripts/checks/frontmatter-check';

const problems = (file: string, text: string) => checkFrontmatter(file, text).map(formatProblem);

describe('URL fields are checked like Markdown links, with file, line and field', () => {
  it('a navigation link', () => {
    expect(
      problems(
        'en/_navigation.yaml',
        'nav:\n  - text: Guide\n    link: "javascript:alert(document.cookie)"\nsidebars:\n  - prefix: /guide/\n    items:\n      - text: A\n        link: " JAVA\tSCRIPT:alert(1)"\n',
      ),
    ).toEqual([
      'content/en/_navigation.yaml:3:11: field "nav[0].link": uses the scheme "javascript:", which the site does not allow (expected an http(s) or mailto URL, or a path of this site such as /guide/start/quick-start)\n      fix: Link to an http(s) or mailto URL or to a page of the site.',
      expect.stringMatching(
        /^content\/en\/_navigation\.yaml:8:15: field "sidebars\[0\]\.items\[0\]\.link": uses the scheme "javascript:"/,
      ),
    ]);
  });
  it('the hero, head tags and a banner', () => {
    expect(
      problems(
        'en/index.md',
        '---\npageType: home\nhero:\n  title: Rslib\n  getStartedButtonText: Go\n  getStartedLink: data:text/html,x\n  githubURL: javascript:alert(1)\nhead:\n  - tag: link\n    rel: stylesheet\n    href: vbscript:x\n---\n',
      ).map((p) => p.split(': uses')[0]),
    ).toEqual([
      'content/en/index.md:6:19: field "hero.getStartedLink"',
      'content/en/index.md:7:14: field "hero.githubURL"',
      'content/en/index.md:11:11: field "head[0].href"',
    ]);
    expect(
      problems('en/blog/post.md', '---\ntitle: P\ndate: 2025-01-01\nbanner: javascript:x\n---\n'),
    ).toEqual([
      expect.stringContaining('content/en/blog/post.md:4:9: field "banner": uses the scheme "javascript:"'),
    ]);
  });
  it('http(s), mailto and site paths pass', () => {
    expect(
      problems(
        'en/_navigation.yaml',
        'nav:\n  - text: A\n    link: https://github.com/web-infra-dev/rslib\n  - text: B\n    link: mailto:a@b.c\n  - text: C\n    link: /guide/start/\nsidebars: []\n',
      ),
    ).toEqual([]);
  });
});

describe('a refused URL never reaches the data a page renders', () => {
  it('navigation drops it', () => {
    const [item] = toNavNodes([{ text: 'Guide', link: 'javascript:alert(1)' }], 'en');
    expect(item.link).toBeUndefined();
    const errors: ContentProblem[] = [];
    expect(
      toSidebarNodes([{ text: 'A', link: 'javascript:alert(1)' }], 'en', errors, {
        file: 'f',
        field: 'items',
      }),
    ).toEqual([]);
  });
  it('the hero keeps only allowed URLs', () => {
    const hero = heroOf(
      {
        title: 'Rslib',
        getStartedButtonText: 'Go',
        getStartedLink: 'javascript:alert(1)',
        learnMoreButtonText: 'More',
        learnMoreLink: 'data:text/html,x',
        githubURL: 'javascript:alert(2)',
        logoUrl: 'https://assets.rspack.rs/rslib/rslib-logo.svg',
        showStars: false,
        showOvalBg: false,
      },
      '1.0',
      'en',
    );
    expect(hero).toMatchObject({ getStartedLink: '/', learnMoreLink: undefined, githubURL: undefined });
    expect(hero.logoUrl).toBe('https://assets.rspack.rs/rslib/rslib-logo.svg');
  });
  it('head tags with a refused href are left out', () => {
    expect(
      headTagsOf([
        { tag: 'link', rel: 'stylesheet', href: 'javascript:x' },
        { tag: 'link', rel: 'icon', href: '/favicon.ico' },
        { tag: 'meta', name: 'x', content: 'y' },
      ] as Parameters<typeof headTagsOf>[0]),
    ).toEqual([
      { tag: 'link', rel: 'icon', href: '/favicon.ico' },
      { tag: 'meta', name: 'x', content: 'y' },
    ]);
  });
});
