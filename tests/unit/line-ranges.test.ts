import { describe, expect, it } from 'vitest';
import { parseLineRanges } from '~/lib/line-ranges';
import { compileMarkdown } from '../../content-schema/markdown/compile';

describe('parseLineRanges', () => {
  it('reads single lines and ranges', () => {
    expect([...parseLineRanges('1,3-5')]).toEqual([1, 3, 4, 5]);
    expect([...parseLineRanges(' 7 - 6 , 2')]).toEqual([6, 7, 2]);
  });
  it('ignores what is not a line number', () => {
    expect([...parseLineRanges('a,3-,')]).toEqual([]);
    expect([...parseLineRanges(undefined)]).toEqual([]);
  });
});

describe('highlighted lines at build time', () => {
  it('cuts the code into lines and marks the chosen ones, keeping the text intact', () => {
    const source = '```ts {2}\nconst a = `x\ny`;\nconst b = 2;\n```';
    const { tree } = compileMarkdown(source, { file: 'x.md', lang: 'en', routePath: '/x' });
    const json = JSON.stringify(tree);
    expect(json.match(/rs-code__line--highlighted/g)).toHaveLength(1);
    expect(json.match(/"rs-code__line"/g)?.length).toBe(2);
    const text = (node: unknown): string =>
      typeof node === 'string' ? node : Array.isArray(node) ? node.slice(2).map(text).join('') : '';
    expect(text(tree[0])).toContain('const a = `x\ny`;\nconst b = 2;');
  });
});
