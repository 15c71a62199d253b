import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { compileMarkdown } from '../../content-schema/markdown/compile';
import { plainMarkdownCopy } from '../../content-schema/markdown/plain-copy';
import { remarkSiteSyntax } from '../../content-schema/markdown/remark-syntax';
import { plainMarkdownOptions } from '../../content-schema/markdown/plain-options';
import type { Lang } from '../../content-schema/shared/routes';

/** The copy the content build makes of a page body (the one producer of copies). */
const copyOf = (lang: Lang, routePath: string) => (source: string) =>
  compileMarkdown(source, {
    file: 'content/x.md',
    lang,
    routePath,
    plain: plainMarkdownOptions(lang, routePath),
  }).plain;
const en = copyOf('en', '/guide/start/x');
const zh = copyOf('zh', '/zh/guide/start/x');

describe('plain Markdown copy', () => {
  it('keeps the writer’s text and lowers a callout to a blockquote with its default or own title', () => {
    expect(en('Intro *as written*.\n\n:::tip\nUse **this**.\n\nSecond.\n:::\n')).toBe(
      'Intro *as written*.\n\n> **TIP**\n>\n> Use **this**.\n>\n> Second.\n',
    );
    expect(zh(':::warning\n注意。\n:::')).toBe('> **警告**\n>\n> 注意。\n');
    expect(en(':::note[Read [this](./y) first]\nBody.\n:::')).toBe(
      '> **Read [this](https://rslib.rs/guide/start/y) first**\n>\n> Body.\n',
    );
  });
  it('lowers nested callouts and callouts inside list items, keeping their indentation', () => {
    expect(en('::::info\nOuter.\n\n:::tip\nInner.\n:::\n::::')).toBe(
      '> **INFO**\n>\n> Outer.\n>\n> > **TIP**\n> >\n> > Inner.\n',
    );
    expect(en('1. Step:\n\n   :::tip\n   Hint.\n   :::\n2. Next.')).toBe(
      '1. Step:\n\n   > **TIP**\n   >\n   > Hint.\n2. Next.\n',
    );
  });
  it('turns package-manager tabs into an npm command block, indented inside a list item', () => {
    expect(en('::package-manager-tabs{command="add -D @rslib/core"}')).toBe(
      '```bash\nnpm add -D @rslib/core\n```\n',
    );
    expect(en('- Install:\n\n  ::package-manager-tabs{command="add x"}\n- Done.')).toBe(
      '- Install:\n\n  ```bash\n  npm add x\n  ```\n- Done.\n',
    );
  });
  it('drops heading ids, spells badges, and leaves other text directives as written', () => {
    expect(zh('## 默认值 {#default-value}\n\n自 :badge[0.11.1] 起，lib:format{x=1} 照写。')).toBe(
      '## 默认值\n\n自 *(0.11.1 新增)* 起，lib:format{x=1} 照写。\n',
    );
  });
  it('makes internal links, images and definitions absolute and leaves external ones alone', () => {
    expect(
      en(
        '[a](/config/lib/x.md#y "T") [b](./z) [](#top) ![i](/img.png) [c][ref] <https://e.com> [d](https://e.com/x)\n\n[ref]: ../api/',
      ),
    ).toBe(
      '[a](https://rslib.rs/config/lib/x#y "T") [b](https://rslib.rs/guide/start/z) [](https://rslib.rs/guide/start/x#top) ![i](https://rslib.rs/img.png) [c][ref] <https://e.com> [d](https://e.com/x)\n\n[ref]: https://rslib.rs/guide/api/\n',
    );
  });
  it('leaves code alone', () => {
    const code = '```md\n:::tip\n[a](/x)\n:::\n```\n\n`[b](/y)`';
    expect(en(code)).toBe(`${code}\n`);
  });
  it('separates blocks as the writer did, and ends a callout with a blank line', () => {
    expect(en('1. One.\n2. Two.\n\n3. Three.\n4. Four.')).toBe('1. One.\n2. Two.\n\n3. Three.\n4. Four.\n');
    // Right under its closing `:::`, the next paragraph would otherwise read as part of the quote.
    expect(en(':::tip\nHint.\n:::\nNext.')).toBe('> **TIP**\n>\n> Hint.\n\nNext.\n');
    expect(en('- Item\n\n  :::tip\n  Hint.\n  :::\nNext.')).toBe(
      '- Item\n\n  > **TIP**\n  >\n  > Hint.\n\nNext.\n',
    );
  });
  it('writes tables as the pages do, without padding cells to a common width', () => {
    expect(en('| Option | Default |\n| --- | --- |\n| `a` | [x](/y) |\n| b | |')).toBe(
      '| Option | Default |\n| --- | --- |\n| `a` | [x](https://rslib.rs/y) |\n| b |  |\n',
    );
  });
  it('leaves the parsed tree as it was: the content build runs the render plugins on it next', () => {
    const source =
      ':::tip[See [x](./y)]\nA :badge[0.11.1] and lib:f{a=1}.\n:::\n\n## H {#h}\n\n::package-manager-tabs{command="add x"}\n';
    const tree = unified().use(remarkParse).use(remarkSiteSyntax).parse(source);
    const before = structuredClone(tree);
    expect(plainMarkdownCopy(tree, source, plainMarkdownOptions('en', '/guide/x'))).toBe(
      '> **See [x](https://rslib.rs/guide/y)**\n>\n> A *(Added in 0.11.1)* and lib:f{a=1}.\n\n## H\n\n```bash\nnpm add x\n```\n',
    );
    expect(tree).toEqual(before);
  });
});
