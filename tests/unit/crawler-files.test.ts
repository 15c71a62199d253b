import { XMLParser } from 'fast-xml-parser';
import type { Nodes, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { llmsFiles, markdownCopy } from '../../scripts/build/crawler/llms';
import { robotsTxt, sitemap } from '../../scripts/build/crawler/sitemap';
import { getContent, plainCopyOf } from '~/lib/content.server';
import { compileMarkdown } from '../../content-schema/markdown/compile';
import { CURRENT_VERSION } from '../../content-schema/shared/versions';
import { lowerSiteSyntax } from '../../content-schema/markdown/lower-site-syntax';
import { plainMarkdownOptions } from '../../content-schema/markdown/plain-options';
import { remarkSiteSyntax } from '../../content-schema/markdown/remark-syntax';
import { blogFeed } from '../../scripts/build/crawler/feeds';

// These read the real content, built for the tests by
// tests/helpers/real-content-setup.ts (no `npm run build` needed).
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
const asArray = <T>(v: T | T[]) => (Array.isArray(v) ? v : [v]);
interface RssItem {
  link: string;
  pubDate: string;
  'content:encoded': string;
}
interface Rss {
  '@version': string;
  channel: { title: string; language: string; item: RssItem | RssItem[] };
}

describe('blog feeds', () => {
  for (const [lang, title, language] of [
    ['en', 'Rslib Blog', 'en'],
    ['zh', 'Rslib 博客', 'zh-CN'],
  ] as const) {
    it(`${lang}: RSS 2.0 with the channel of the site and one full item per post, newest first`, () => {
      const { rss } = parser.parse(blogFeed(lang)) as { rss: Rss };
      expect(rss['@version']).toBe('2.0');
      expect(rss.channel.title).toBe(title);
      expect(rss.channel.language).toBe(language);
      const items = asArray(rss.channel.item) as { link: string; pubDate: string }[];
      const posts = [...getContent().pages.values()]
        .filter((p) => p.kind === 'blog' && p.lang === lang)
        .map((p) => `https://rslib.rs${p.route}`);
      expect(items.map((i) => i.link).sort()).toEqual(posts.sort());
      const dates = items.map((i) => new Date(i.pubDate).getTime());
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      const path = lang === 'en' ? '/blog/introducing-rslib' : '/zh/blog/introducing-rslib';
      const post = items.find((i) => i.link === `https://rslib.rs${path}`) as Record<string, string>;
      expect(new Date(post.pubDate).toISOString()).toBe('2025-05-14T10:00:00.000Z');
      for (const item of items as Record<string, string>[]) {
        const html = item['content:encoded'];
        expect(html, item.link).toContain('<h2');
        // Plain HTML for feed readers: none of the site's own syntax or elements.
        expect(html, item.link).not.toMatch(/<rs-|:::|\{#[\w-]+\}/);
        // Every link in the content is absolute on the canonical site.
        for (const [, href] of html.matchAll(/href="([^"]+)"/g)) expect(href).toMatch(/^(https?:|mailto:|#)/);
      }
    });
  }
});

describe('sitemap and robots.txt', () => {
  it('lists every page of both languages with alternates between twins', async () => {
    const { urlset } = parser.parse(await sitemap()) as { urlset: { url: unknown } };
    const urls = asArray(urlset.url) as {
      loc: string;
      'xhtml:link': { '@hreflang': string; '@href': string }[];
    }[];
    // Every page of the current version: archived pages carry noindex and stay out.
    expect(urls).toHaveLength(
      [...getContent().pages.values()].filter((p) => p.version === CURRENT_VERSION).length,
    );
    const quickStart = urls.find((u) => u.loc === 'https://rslib.rs/guide/start/quick-start')!;
    expect(quickStart['xhtml:link'].map((l) => [l['@hreflang'], l['@href']])).toEqual([
      ['en', 'https://rslib.rs/guide/start/quick-start'],
      ['zh-CN', 'https://rslib.rs/zh/guide/start/quick-start'],
    ]);
    expect(urls.some((u) => u.loc === 'https://rslib.rs/zh/')).toBe(true);
  });
  it('robots.txt points at the sitemap', () => {
    expect(robotsTxt()).toContain('Sitemap: https://rslib.rs/sitemap.xml');
  });
});

describe('llms files and Markdown copies', () => {
  it('llms.txt links every sidebar page as Markdown', () => {
    const { index, full } = llmsFiles('en');
    expect(index).toMatch(/^# Rslib/);
    expect(index).toContain('(https://rslib.rs/guide/start/quick-start.md)');
    expect(index).toContain('(https://rslib.rs/config/lib/format.md)');
    expect(full).toContain('url: https://rslib.rs/guide/start/glossary');
  });
  it("an archived version's llms files link its own pages only, and say it is an older release", () => {
    const { index, full } = llmsFiles('zh', '0.11');
    expect(index).toMatch(/^# Rslib 0\.11\n/);
    expect(index).toContain(
      '你正在阅读 Rslib 0.11 的文档，这不是最新版本。 [查看最新版本（1.0）的此页](https://rslib.rs/zh/llms.txt)',
    );
    const links = [...index.matchAll(/\]\((https:[^)]+)\)/g)]
      .map(([, url]) => url)
      .filter((url) => !url.endsWith('/llms.txt'));
    expect(links.length).toBeGreaterThan(20);
    expect(links.filter((url) => !url.startsWith('https://rslib.rs/v0.11/zh/'))).toEqual([]);
    const urls = [...full.matchAll(/^url: (.+)$/gm)].map(([, url]) => url);
    expect(urls).toContain('https://rslib.rs/v0.11/zh/guide/start/quick-start');
    expect(urls.filter((url) => !url.startsWith('https://rslib.rs/v0.11/zh/'))).toEqual([]);
  });
  it('every Markdown copy is plain Markdown: no site directives, no heading ids, absolute links', () => {
    const parser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective);
    const pages = [...getContent().pages.values()];
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      const md = markdownCopy(page);
      const tree = parser.parse(md);
      const problems: string[] = [];
      visit(tree, (node) => {
        if (node.type === 'containerDirective' || node.type === 'leafDirective')
          problems.push(`directive ${node.type}`);
        if (node.type === 'heading' && /\{#[\w-]+\}\s*$/.test(toString(node)))
          problems.push(`heading id in "${toString(node)}"`);
        if ((node.type === 'link' || node.type === 'image') && !/^(https?:|mailto:)/.test(node.url))
          problems.push(`relative link ${node.url}`);
      });
      expect(problems, page.route).toEqual([]);
      expect(md, page.route).not.toMatch(/^:::|^::package-manager-tabs|:badge\[/m);
    }
  });
  it("the content build stores every page's copy, the one a compile of the page as it is now makes", () => {
    const pages = [...getContent().pages.values()];
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      const { plain } = compileMarkdown(page.body.raw, {
        file: page.sourceFilePath,
        lang: page.lang,
        routePath: page.route,
        plain: plainMarkdownOptions(page.lang, page.route),
      });
      expect(plainCopyOf(page), page.route).toBe(plain);
    }
  });
  it('a copy that is missing or not the recorded one fails loudly, naming the page', () => {
    const page = getContent().pages.get('/guide/start/quick-start')!;
    expect(() => plainCopyOf({ ...page, compiled: { ...page.compiled, copy: 'stale' } })).toThrow(
      /content\/en\/guide\/start\/quick-start\.md .*content build/,
    );
  });
  it("every copy reads back, in any GFM reader, as the page's lowered tree", () => {
    const site = unified().use(remarkParse).use(remarkSiteSyntax);
    const gfm = unified().use(remarkParse).use(remarkGfm);
    // Positions and plugin data aside, and text as one node per run (a directive kept as text joins its neighbours).
    const plain = (tree: Root) =>
      JSON.stringify(tree, (key, value: unknown) => {
        if (key === 'position' || key === 'data') return undefined;
        if (key !== 'children' || !Array.isArray(value)) return value;
        return (value as Nodes[]).reduce<Nodes[]>((merged, node) => {
          const last = merged[merged.length - 1];
          if (node.type === 'text' && last?.type === 'text')
            merged[merged.length - 1] = { ...last, value: last.value + node.value };
          else if (node.type !== 'text' || node.value !== '') merged.push(node);
          return merged;
        }, []);
      });
    for (const page of getContent().pages.values()) {
      const lowered = lowerSiteSyntax(
        site.parse(page.body.raw),
        page.body.raw,
        plainMarkdownOptions(page.lang, page.route),
      );
      expect(plain(gfm.parse(plainCopyOf(page))), page.route).toBe(plain(lowered));
    }
  });
  it('lowers callouts to blockquotes with a bold title and tabs to an npm command', () => {
    const page = getContent().pages.get('/guide/start/quick-start')!;
    expect(page.body.raw).toMatch(/^:::(tip|info|note|warning)/m);
    expect(markdownCopy(page)).toMatch(/^> \*\*[^*]+\*\*$/m);
  });
  it('a Markdown copy has plain commands and absolute links', () => {
    const page = getContent().pages.get('/guide/start/quick-start')!;
    const md = markdownCopy(page);
    expect(md).toMatch(/^# Quick start/);
    expect(md).not.toContain('::package-manager-tabs');
    expect(md).toContain('npm create rslib@latest');
  });
});
