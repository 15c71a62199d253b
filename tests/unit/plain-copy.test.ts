import { describe, expect, it } from 'vitest';
import { toPlainMarkdown } from '../../content-schema/markdown/plain-copy';
import { plainMarkdownOptions } from '../../content-schema/markdown/plain-options';

const en = (source: string) => toPlainMarkdown(source, plainMarkdownOptions('en', '/guide/start/x'));
const zh = (source: string) => toPlainMarkdown(source, plainMarkdownOptions('zh', '/zh/guide/start/x'));

describe('plain Markdown copy', () => {
  it('keeps the writer’s text and lowers a callout to a blockquote with its default or own title', () => {
    expect(en('Intro *as written*.\n\n:::tip\nUse **this**.\n\nSecond.\n:::\n')).toBe(
      'Intro *as written*.\n\n> **TIP**\n>\n> Use **this**.\n>\n> Second.\n',
    );
    expect(zh(':::warning\n注意。\n:::')).toBe('> **警告**\n>\n> 注意。');
    expect(en(':::note[Read [this](./y) first]\nBody.\n:::')).toBe(
      '> **Read [this](https://rslib.rs/guide/start/y) first**\n>\n> Body.',
    );
  });
  it('lowers nested callouts and callouts inside list items, keeping their indentation', () => {
    expect(en('::::info\nOuter.\n\n:::tip\nInner.\n:::\n::::')).toBe(
      '> **INFO**\n>\n> Outer.\n>\n> > **TIP**\n> >\n> > Inner.',
    );
    expect(en('1. Step:\n\n   :::tip\n   Hint.\n   :::\n2. Next.')).toBe(
      '1. Step:\n\n   > **TIP**\n   >\n   > Hint.\n2. Next.',
    );
  });
  it('turns package-manager tabs into an npm command block, indented inside a list item', () => {
    expect(en('::package-manager-tabs{command="add -D @rslib/core"}')).toBe(
      '```bash\nnpm add -D @rslib/core\n```',
    );
    expect(en('- Install:\n\n  ::package-manager-tabs{command="add x"}\n- Done.')).toBe(
      '- Install:\n\n  ```bash\n  npm add x\n  ```\n- Done.',
    );
  });
  it('drops heading ids, spells badges, and leaves other text directives as written', () => {
    expect(zh('## 默认值 {#default-value}\n\n自 :badge[0.11.1] 起，lib:format{x=1} 照写。')).toBe(
      '## 默认值\n\n自 *(0.11.1 新增)* 起，lib:format{x=1} 照写。',
    );
  });
  it('makes internal links, images and definitions absolute and leaves external ones alone', () => {
    expect(
      en(
        '[a](/config/lib/x.md#y "T") [b](./z) [](#top) ![i](/img.png) [c][ref] <https://e.com> [d](https://e.com/x)\n\n[ref]: ../api/',
      ),
    ).toBe(
      '[a](https://rslib.rs/config/lib/x#y "T") [b](https://rslib.rs/guide/start/z) [](https://rslib.rs/guide/start/x#top) ![i](https://rslib.rs/img.png) [c][ref] <https://e.com> [d](https://e.com/x)\n\n[ref]: https://rslib.rs/guide/api/',
    );
  });
  it('leaves code alone', () => {
    const code = '```md\n:::tip\n[a](/x)\n:::\n```\n\n`[b](/y)`';
    expect(en(code)).toBe(code);
  });
});
