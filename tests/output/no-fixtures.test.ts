import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OUT } from './site-files';

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );

describe('test fixtures stay out of the product', () => {
  it('no static file of a test fixture site is in dist/', () => {
    const fixturePublic = 'tests/fixtures/site/public';
    const fixtureFiles = files(fixturePublic).map((f) => path.relative(fixturePublic, f));
    expect(fixtureFiles).toContain('fixture-image.svg');
    expect(fixtureFiles.filter((f) => existsSync(path.join(OUT, f)))).toEqual([]);
  });
  it('no file in dist/ is named after a fixture', () => {
    expect(files(OUT).filter((f) => /fixture/i.test(path.basename(f)))).toEqual([]);
  });
});
