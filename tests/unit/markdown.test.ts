import { describe, expect, it } from 'vitest';
import { compileMarkdown } from '../../content-schema/markdown/compile';
import { renderMarkdown } from '../helpers/render-markdown';

const compile = (md: string, lang: 'en' | 'zh' = 'en', routePath = '/guide/x') =>
  compileMarkdown(md, { file: 'content/en/guide/x.md', lang, routePath, lineOffset: 3 });

describe('compileMarkdown (the content build)', () => {
  it('builds the outline from h2–h4 with explicit or slugged ids and offsets into the text', () => {
    const page = compile(
      '# Title\n\nIntro.\n\n## 默认值 {#default-value}\n\nBody.\n\n### Sub Part\n\n##### Too deep\n',
    );
    expect(page.headingTitle).toBe('Title');
    expect(page.toc).toEqual([
      { text: '默认值', id: 'default-value', depth: 2, charIndex: page.text.indexOf('默认值') },
      { text: 'Sub Part', id: 'sub-part', depth: 3, charIndex: page.text.indexOf('Sub Part') },
    ]);
    expect(page.ids).toContain('too-deep');
  });
  it('prefixes internal links in Chinese pages, drops .md and resolves relative links', () => {
    const page = compile(
      '[a](/guide/start/quick-start) [b](./cli.md#flags) [c](#local) [d](https://rsbuild.rs)',
      'zh',
      '/zh/guide/basic/x',
    );
    expect(page.links.map((l) => l.href)).toEqual([
      '/zh/guide/start/quick-start',
      '/zh/guide/basic/cli#flags',
      '/zh/guide/basic/x#local',
    ]);
    expect(page.links[0].line).toBe(4);
  });
  it('rejects raw HTML with the file, line and column', () => {
    expect(() => compile('Text\n\n<img src=x onerror=alert(1)>')).toThrow(
      /content\/en\/guide\/x\.md:6:1: Raw HTML is not allowed/,
    );
  });
  it('rejects link and image targets with a scheme other than http, https and mailto, with line and column', () => {
    expect(() => compile('See [x](javascript:alert(1)).')).toThrow(
      /content\/en\/guide\/x\.md:4:5: Link `javascript:alert\(1\)` uses the scheme `javascript:`/,
    );
    expect(() => compile('Text\n\n![logo](javascript:alert(1))')).toThrow(
      /x\.md:6:1: Image source `javascript:alert\(1\)` uses the scheme `javascript:`/,
    );
    expect(() => compile('![p](data:image/png;base64,AAAA)')).toThrow(/x\.md:4:1: Image source .* `data:`/);
    // A reference link is checked at its definition, where the URL is written.
    expect(() => compile('Go [there][t].\n\n[t]: vbscript:msgbox')).toThrow(
      /x\.md:6:1: Link definition `vbscript:msgbox` uses the scheme `vbscript:`/,
    );
    // Browsers drop tabs inside a URL: an entity-encoded tab does not hide the scheme.
    expect(() => compile('[x](java&#9;script:alert(1))')).toThrow(/scheme `javascript:`/);
    expect(() => compile('<javascript:alert(1)>')).toThrow(/scheme `javascript:`/);
    expect(() => compile('[call](tel:+100)')).toThrow(/scheme `tel:`/);
    const fine = compile(
      '[a](https://rsbuild.rs) [b](http://example.com) [c](mailto:team@example.com) ' +
        '[d](/guide/start/quick-start) [e](./cli.md) [f](#local) ![g](/logo.png) <https://rslib.rs>',
    );
    expect(fine.links.map((l) => l.href)).toEqual([
      '/guide/start/quick-start',
      '/guide/cli',
      '/guide/x#local',
    ]);
  });
  it('rejects unknown block directives and badges without a version', () => {
    expect(() => compile(':::tipp\nx\n:::')).toThrow(/Unknown container directive ":::tipp"/);
    expect(() => compile('Since :badge[soon]')).toThrow(
      /content\/en\/guide\/x\.md:4:7: badge needs a version/,
    );
  });
  it('fails on a code block language the site cannot highlight, naming the line and the choices', () => {
    expect(() => compile('Intro\n\n```python\nprint(1)\n```\n')).toThrow(
      /content\/en\/guide\/x\.md:6:1: code block language "python" is not one the site highlights; use one of .*\bts\b/,
    );
    for (const lang of ['ts', 'tsx', 'vue', 'toml', 'yml', 'shell', 'text', 'diff', 'scss', 'less']) {
      expect(() => compile(`\`\`\`${lang}\nx\n\`\`\`\n`), lang).not.toThrow();
    }
  });
  it('keeps text that only looks like a directive exactly as written', () => {
    const prose = 'Use lib:format{x=1} and a:b[label] here, time 10:30, or :badge without a label.';
    expect(() => compile(prose)).toThrow(/badge needs a version/);
    const safe = 'Use lib:format{x=1} and a:b[label] here, time 10:30.';
    expect(compile(safe).text).toBe(safe);
  });
  it('rejects the GFM syntax the renderer does not read, with the line, instead of showing it as plain text', () => {
    expect(() => compile('Intro.\n\nThis is ~~gone~~ now.')).toThrow(
      /content\/en\/guide\/x\.md:6:9: strikethrough .* not part of the site's Markdown/,
    );
    expect(() => compile('A claim.[^1]\n\n[^1]: The note.')).toThrow(/x\.md:4:9: footnotes/);
    expect(() => compile('- [ ] todo\n- [x] done')).toThrow(/x\.md:4:1: task list items/);
    expect(() => compile('See www.example.com for more.')).toThrow(
      /x\.md:4:5: "www\.example\.com" is only a link in full GFM/,
    );
    expect(() => compile('Mail team@example.com today.')).toThrow(/"team@example\.com" is only a link/);
  });
  it('accepts what only resembles that syntax, and bare https:// links', () => {
    for (const md of [
      'Pin `~1.4.14` or `^1.4.0`, escape \\~\\~this\\~\\~, about ~5 KB.',
      'The `@rslib/core` package, `pkg@1.2.3` and [^text] in prose.',
      '- \\[ ] not a task',
      'Reference: https://rsbuild.rs/config/output/target and <https://rslib.rs>.',
    ]) {
      expect(() => compile(md), md).not.toThrow();
    }
    expect(renderMarkdown('Reference: https://rsbuild.rs/config/output/target')).toContain(
      '<a href="https://rsbuild.rs/config/output/target" target="_blank" rel="noopener noreferrer">https://rsbuild.rs/config/output/target</a>',
    );
  });
});

describe('react-markdown with the site plugins (what readers see)', () => {
  it('drops script URLs', () => {
    expect(renderMarkdown('[x](javascript:alert(1))')).not.toContain('javascript:');
  });
  it('renders callouts with their title and package-manager tabs with the command', () => {
    const html = renderMarkdown(
      ':::tip[Read me]\nBody\n:::\n\n::package-manager-tabs{command="add -D @rslib/core"}\n',
    );
    expect(html).toMatch(/<div class="rs-callout rs-callout--tip"><p class="rs-callout__title">Read me<\/p>/);
    expect(html).toContain('npm add -D @rslib/core');
    expect(html).toContain('pnpm add -D @rslib/core');
  });
  it('gives callouts their localised default title', () => {
    expect(renderMarkdown(':::warning\nx\n:::', 'en')).toContain('<p class="rs-callout__title">WARNING</p>');
    expect(renderMarkdown(':::warning\nx\n:::', 'zh', '/zh/guide/x')).toContain(
      '<p class="rs-callout__title">警告</p>',
    );
  });
  it('highlights code and keeps the fence meta', () => {
    const html = renderMarkdown('```ts title="rslib.config.ts" {2}\nconst a = 1;\nexport default a;\n```');
    expect(html).toContain('<span class="hljs-keyword">const</span>');
    expect(html).toContain('<div class="rs-code__title">rslib.config.ts</div>');
    expect(html).toContain('<code class="hljs language-ts">');
    expect(html.match(/rs-code__line--highlighted/g)).toHaveLength(1);
  });
  it('shows a version badge as a label in the page language', () => {
    expect(renderMarkdown('## dts.alias :badge[0.11.1] {#alias}')).toMatch(
      /<h2 id="alias">dts.alias <span class="rs-badge">Added in 0.11.1<\/span><\/h2>/,
    );
    expect(renderMarkdown('Option :badge[0.11.0]', 'zh', '/zh/guide/x')).toContain(
      '<span class="rs-badge">0.11.0 新增</span>',
    );
  });
  it('keeps text that only looks like a directive exactly as written', () => {
    expect(renderMarkdown('Use lib:format{x=1} and a:b[label] here, time 10:30.')).toContain(
      '<p>Use lib:format{x=1} and a:b[label] here, time 10:30.</p>',
    );
  });
  it('localises internal links and opens external ones in a new tab', () => {
    const html = renderMarkdown('[a](/guide/start/quick-start) [b](https://rsbuild.rs)', 'zh', '/zh/guide/x');
    expect(html).toContain('href="/zh/guide/start/quick-start"');
    expect(html).toContain('<a href="https://rsbuild.rs" target="_blank" rel="noopener noreferrer">b</a>');
  });
});
