import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { plainMarkdownOptions } from '../../content-schema/markdown/plain-options';
import { readPlainCopy, storePlainCopy } from '../../content-schema/markdown/plain-copy-store';

const dir = mkdtempSync(path.join(tmpdir(), 'rslib-copies-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('stored Markdown copies', () => {
  const options = plainMarkdownOptions('en', '/guide/x');
  const copy = '# X\n\n> **TIP**\n> Text.\n';

  it('are read back when key and options match', () => {
    const key = storePlainCopy(dir, 'en/guide/x.md', copy, options);
    expect(readPlainCopy(dir, 'en/guide/x.md', key, options)).toBe(copy);
  });
  it('are never used once the file changed, the options changed, or there is no key', () => {
    const key = storePlainCopy(dir, 'en/guide/y.md', copy, options);
    expect(readPlainCopy(dir, 'en/guide/y.md', key, plainMarkdownOptions('zh', '/guide/x'))).toBeUndefined();
    expect(readPlainCopy(dir, 'en/guide/y.md', key, { ...options, origin: 'https://example.com' })).toBe(
      undefined,
    );
    expect(readPlainCopy(dir, 'en/guide/y.md', undefined, options)).toBeUndefined();
    writeFileSync(path.join(dir, 'en/guide/y.md'), `${copy}edited\n`);
    expect(readPlainCopy(dir, 'en/guide/y.md', key, options)).toBeUndefined();
    expect(readPlainCopy(dir, 'en/guide/missing.md', key, options)).toBeUndefined();
  });
});
