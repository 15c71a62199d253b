import { linkSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createElement as h } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { moveTrailingContentIntoBody, renderDocument } from '~/lib/render-document.server';
import { checkOutputBytes, findCorruption } from '../../scripts/build/check-output-bytes';

describe('renderDocument', () => {
  // Hundreds of short Chinese strings: with React 18's Node stream renderer,
  // some of them straddle its 2 KB write buffers and came out with NUL bytes.
  const page = h(
    'html',
    { lang: 'zh' },
    h('head', null, h('title', null, '构建分析工具')),
    h(
      'body',
      null,
      Array.from({ length: 800 }, (_, i) =>
        h('button', { key: i, type: 'button', 'aria-label': '展开或收起' }, `简体中文 ${i}`),
      ),
    ),
  );

  it('writes multi-byte text exactly, whatever the chunk boundaries', async () => {
    const html = await renderDocument(page);
    expect(findCorruption(Buffer.from(html))).toBeUndefined();
    expect(html.match(/aria-label="展开或收起"/g)).toHaveLength(800);
    expect(html.match(/>简体中文 \d+</g)).toHaveLength(800);
  });
});

describe('moveTrailingContentIntoBody', () => {
  it('moves what React writes after </html> to the end of <body>', () => {
    expect(
      moveTrailingContentIntoBody('<html><body><p>x</p></body></html><!--$--><script>a()</script><!--/$-->'),
    ).toBe('<html><body><p>x</p><!--$--><script>a()</script><!--/$--></body></html>');
  });
  it('leaves a document that ends with </html> alone', () => {
    expect(moveTrailingContentIntoBody('<html><body></body></html>')).toBe('<html><body></body></html>');
  });
});

describe('findCorruption', () => {
  it('finds a NUL with its byte and character offsets', () => {
    expect(findCorruption(Buffer.from('<p>构\0\0建</p>'))).toEqual({
      char: 'U+0000',
      byte: 6,
      index: 4,
      line: 1,
      column: 5,
    });
  });
  it('finds a replacement character on a later line', () => {
    expect(findCorruption(Buffer.from('ok\n展\uFFFD开'))).toEqual({
      char: 'U+FFFD',
      byte: 6,
      index: 4,
      line: 2,
      column: 2,
    });
  });
  it('finds bytes that are not UTF-8 (half a character)', () => {
    const halfChar = Buffer.concat([Buffer.from('ab'), Buffer.from('中').subarray(0, 2), Buffer.from('cd')]);
    expect(findCorruption(halfChar)).toMatchObject({ char: 'invalid UTF-8', byte: 2 });
  });
  it('accepts clean text in any script', () => {
    expect(findCorruption(Buffer.from('Rslib 构建分析工具 — ✓ 😀'))).toBeUndefined();
  });
});

describe('checkOutputBytes', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'output-bytes-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names every corrupted text file of an output folder and where', async () => {
    mkdirSync(path.join(dir, 'zh/guide'), { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), '<p>fine</p>');
    writeFileSync(path.join(dir, 'zh/guide/a.html'), '<p>简体中\0\0文</p>');
    writeFileSync(path.join(dir, 'zh/guide/a.data'), '["展\uFFFD开"]');
    writeFileSync(path.join(dir, 'zh/guide/a.md'), '# ok\n\n\0');
    writeFileSync(path.join(dir, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]));
    expect(await checkOutputBytes(dir)).toEqual([
      'zh/guide/a.data: U+FFFD at byte 5 (character 3, line 1, column 4)',
      'zh/guide/a.html: U+0000 at byte 12 (character 6, line 1, column 7), 2 corrupted characters in the file',
      'zh/guide/a.md: U+0000 at byte 6 (character 6, line 3, column 1)',
    ]);
  });

  it('does not read again a file linked from the previous output, which its own build checked', async () => {
    const out = path.join(dir, 'next');
    mkdirSync(out);
    // Only a file whose bytes the previous output holds is ever linked; one
    // that carried NULs could not have passed this check in that build.
    // Here a corrupted one stands in for it, to show that it is not read.
    linkSync(path.join(dir, 'zh/guide/a.html'), path.join(out, 'linked.html'));
    writeFileSync(path.join(out, 'written.html'), '<p>\0</p>');
    expect(await checkOutputBytes(out)).toEqual([
      'written.html: U+0000 at byte 3 (character 3, line 1, column 4)',
    ]);
  });
});
