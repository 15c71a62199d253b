import { describe, expect, it } from 'vitest';
import { parseLineRanges } from '../../content-schema/shared/line-ranges';
import { renderMarkdown } from '../helpers/render-markdown';

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

describe('highlighted lines', () => {
  it('cuts the code into lines and marks the chosen ones, keeping the text intact', () => {
    const html = renderMarkdown('```ts {2}\nconst a = `x\ny`;\nconst b = 2;\n```');
    expect(html.match(/rs-code__line--highlighted/g)).toHaveLength(1);
    expect(html.match(/class="rs-code__line"/g)).toHaveLength(2);
    const code = /<code[^>]*>([\s\S]*?)<\/code>/
      .exec(html)![1]
      .replace(/<[^>]+>/g, '')
      .replace(/&#x60;|&#96;/g, '`');
    expect(code).toContain('const a = `x\ny`;\nconst b = 2;');
  });
});
