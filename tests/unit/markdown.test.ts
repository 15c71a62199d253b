import { describe, expect, it } from 'vitest';
import { compileMarkdown } from '../../content-schema/markdown/compile';

const compile = (md: string, lang: 'en' | 'zh' = 'en', routePath = '/guide/x') =>
  compileMarkdown(md, { file: 'content/en/guide/x.md', lang, routePath, lineOffset: 3 });

describe('compileMarkdown', () => {
  it('builds the outline from h2–h4 with explicit or slugged ids and offsets into the text', () => {
    const page = compile('# Title\n\nIntro.\n\n## 默认值 {#default-value}\n\nBody.\n\n### Sub Part\n\n##### Too deep\n');
    expect(page.headingTitle).toBe('Title');
    expect(page.toc).toEqual([
      { text: '默认值', id: 'default-value', depth: 2, charIndex: page.text.indexOf('默认值') },
      { text: 'Sub Part', id: 'sub-part', depth: 3, charIndex: page.text.indexOf('Sub Part') },
    ]);
    expect(page.ids).toContain('too-deep');
  });
  it('prefixes internal links in Chinese pages, drops .md and resolves relative links', () => {
    const page = compile('[a](/guide/start/quick-start) [b](./cli.md#flags) [c](#local) [d](https://rsbuild.rs)', 'zh', '/zh/guide/basic/x');
    expect(page.links.map((l) => l.href)).toEqual(['/zh/guide/start/quick-start', '/zh/guide/basic/cli#flags', '/zh/guide/basic/x#local']);
    expect(page.links[0].line).toBe(4);
  });
  it('drops script URLs', () => {
    const page = compile('[x](javascript:alert(1))');
    expect(JSON.stringify(page.tree)).not.toContain('javascript:');
  });
  it('rejects raw HTML with the file and line', () => {
    expect(() => compile('Text\n\n<img src=x onerror=alert(1)>')).toThrow(/content\/en\/guide\/x\.md:6: Raw HTML is not allowed/);
  });
  it('turns directives into the site’s elements and rejects unknown ones', () => {
    const page = compile(':::tip[Read me]\nBody\n:::\n\n::package-manager-tabs{command="add -D @rslib/core"}\n');
    const json = JSON.stringify(page.tree);
    expect(json).toContain('["rs-callout",{"type":"tip","title":"Read me"}');
    expect(json).toContain('"title":"Read me"');
    expect(json).toContain('"command":"add -D @rslib/core"');
    expect(() => compile(':::tipp\nx\n:::')).toThrow(/Unknown container directive ":::tipp"/);
  });
  it('fails on a code block language the site cannot highlight, naming the line and the choices', () => {
    expect(() => compile('Intro\n\n```python\nprint(1)\n```\n')).toThrow(
      /content\/en\/guide\/x\.md:6: code block language "python" is not one the site highlights; use one of .*\bts\b/,
    );
    for (const lang of ['ts', 'tsx', 'vue', 'toml', 'yml', 'shell', 'text', 'diff']) {
      expect(() => compile(`\`\`\`${lang}\nx\n\`\`\`\n`), lang).not.toThrow();
    }
  });
  it('keeps an accidental word:word as text', () => {
    expect(compile('Use lib:format here').text).toContain('lib:format');
  });
  it('highlights code at build time and keeps the fence meta', () => {
    const page = compile('```ts title="rslib.config.ts" {2}\nconst a = 1;\nexport default a;\n```');
    const json = JSON.stringify(page.tree);
    expect(json).toContain('hljs-keyword');
    expect(json).toContain('"title":"rslib.config.ts"');
    expect(json).toContain('"highlight":"2"');
    expect(json).not.toContain('"position"');
    expect(json).toContain('["code",{"className":"hljs language-ts"}');
  });
});
