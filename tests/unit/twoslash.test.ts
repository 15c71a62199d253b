import { describe, expect, it } from 'vitest';
import { compileMarkdown } from '../../content-schema/markdown/compile';
import { pageTwoslashOf } from '../../content-schema/markdown/twoslash/page-twoslash';
import { renderMarkdown } from '../helpers/render-markdown';

const compile = (md: string) =>
  compileMarkdown(md, { file: 'content/en/guide/x.md', lang: 'en', routePath: '/guide/x', lineOffset: 3 });

const CODE = "import { defineConfig } from '@rslib/core';\n\nexport default defineConfig({ lib: [] });";
const SAMPLE = `Intro\n\n\`\`\`ts title="rslib.config.ts" twoslash {3}\n${CODE}\n\`\`\`\n\nAfter\n\n\`\`\`ts\n${CODE}\n\`\`\`\n`;
const at = (name: string, from = 0) => CODE.indexOf(name, from);
/** The hover data the content build would give the sample: `defineConfig` twice, `lib` once. */
const DATA = pageTwoslashOf([
  {
    code: CODE,
    hovers: [
      {
        start: at('defineConfig'),
        length: 12,
        type: 'function defineConfig(config: RslibConfig): RslibConfig',
        docs: 'Helps {@link https://rslib.rs}',
      },
      {
        start: at('defineConfig', 20),
        length: 12,
        type: 'function defineConfig(config: RslibConfig): RslibConfig',
        docs: 'Helps {@link https://rslib.rs}',
      },
      {
        start: at('lib:'),
        length: 3,
        type: '(property) lib: LibConfig[]',
        tags: [['see', '{@link https://rslib.rs/config/lib/ lib}']],
      },
    ],
  },
]);

describe('twoslash blocks in the content build', () => {
  it('hands the marked blocks, with their lines, to the hover computation, and no other block', () => {
    expect(compile(SAMPLE).samples).toEqual([{ line: 3, indent: 0, lang: 'ts', code: CODE }]);
    expect(compile(`\`\`\`ts\n${CODE}\n\`\`\``).samples).toBeUndefined();
  });
  it('refuses twoslash on a block it cannot type-check, with the line', () => {
    expect(() => compile('```bash twoslash\nrslib build\n```')).toThrow(
      /content\/en\/guide\/x\.md:4:1: a twoslash block must be TypeScript or JavaScript/,
    );
    expect(() => compile('Intro\n\n```ts title="rslib.config.ts" excerpt twoslash\nlib: []\n```')).toThrow(
      /content\/en\/guide\/x\.md:6:1: a twoslash block is type-checked as a whole file, so it cannot be an excerpt as well/,
    );
  });
  it('keeps each distinct hover once per page, with JSDoc links as plain text', () => {
    expect(DATA.blocks).toEqual([
      {
        chars: CODE.length,
        hovers: [
          [at('defineConfig'), 12, 0],
          [at('defineConfig', 20), 12, 0],
          [at('lib:'), 3, 1],
        ],
      },
    ]);
    expect(DATA.infos).toEqual([
      { type: 'function defineConfig(config: RslibConfig): RslibConfig', docs: 'Helps https://rslib.rs' },
      { type: '(property) lib: LibConfig[]', tags: [['see', 'lib']] },
    ]);
  });
});

describe('the hover layer of a rendered twoslash block', () => {
  it("wraps each name inside rehype-highlight's tokens, keeping the colours, the lines and the text", () => {
    const html = renderMarkdown(SAMPLE, 'en', '/guide/x', DATA);
    expect(html).toContain(
      '<span class="hljs-title function_"><span class="rs-twoslash" data-twoslash="0">defineConfig</span></span>',
    );
    expect(html).toContain('<span class="rs-twoslash" data-twoslash="1">lib</span>');
    expect(html.match(/class="rs-twoslash"/g)).toHaveLength(3);
    expect(html).toContain('rs-code__line--highlighted');
    // Not focusable in the HTML: without JavaScript the names are not tab stops.
    expect(html).not.toMatch(/rs-twoslash"[^>]*tabindex/);
    const text = (h: string) => h.replace(/<[^>]+>/g, '');
    expect(text(html)).toBe(text(renderMarkdown(SAMPLE)));
  });
  it('gives no hover to a block whose code no longer matches its data, nor to unmarked blocks', () => {
    const changed = SAMPLE.replace('lib: []', 'lib: [{}]');
    expect(renderMarkdown(changed, 'en', '/guide/x', DATA)).not.toContain('rs-twoslash');
  });
});
