import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gitEnv, scratchSite } from '../../scripts/lib/scratch-site';

// `npm run build` in a scratch copy of the project (its content trimmed to a
// few pages a version and language) whose previous output is a marker page,
// after a writer's edit that the build must refuse.
const site = scratchSite(process.cwd(), 'trimmed');
const original = readFileSync(site.edited, 'utf8');
const previous = '<!doctype html><title>The last good build</title>';
// Not the tests' prebuilt content (real-content-setup.ts): the scratch copy's own.
const { CONTENT_GENERATED_DIR: _testContent, ...buildEnv } = process.env;

beforeAll(() => {
  mkdirSync(path.join(site.dir, 'dist'));
  writeFileSync(path.join(site.dir, 'dist/index.html'), previous);
});
afterAll(() => rmSync(site.dir, { recursive: true, force: true }));

/** Builds with `added` at the end of the edited page; the build's exit status and messages. */
function buildWith(added: string) {
  writeFileSync(site.edited, `${original}\n${added}\n`);
  const build = spawnSync('node_modules/.bin/tsx', ['scripts/build.ts'], {
    cwd: site.dir,
    env: { ...buildEnv, ...gitEnv(process.cwd(), site.dir), PWD: site.dir },
    encoding: 'utf8',
  });
  return { status: build.status, stderr: build.stderr, line: `${original}\n${added}`.split('\n').length };
}

/** The previous output is as it was, and no half-written folder is left beside it. */
function expectPreviousOutputKept() {
  expect(readFileSync(path.join(site.dir, 'dist/index.html'), 'utf8')).toBe(previous);
  expect(readdirSync(site.dir).filter((entry) => entry.startsWith('dist'))).toEqual(['dist']);
}

describe('a build that fails', () => {
  it('at the content checks names the file, line and reason, and leaves dist/ as it was', () => {
    // By then the files made from the content alone may already be being written (into a fresh folder).
    const build = buildWith('See [the missing page](/guide/not-a-page).');
    expect(build.status).toBe(1);
    expect(build.stderr).toContain(
      `content/en/guide/start/quick-start.md:${build.line}: links to /guide/not-a-page, which is not a page`,
    );
    expect(build.stderr).toContain('Build failed; dist/ was left as it was.');
    expectPreviousOutputKept();
  });

  it('after the prerender (corrupted text in the written files) leaves dist/ as it was', () => {
    // U+FFFD, the mark of a file decoded with the wrong encoding, reaches the
    // output: every file is written, then the byte check refuses them.
    const build = buildWith('A word the editor mangled: caf\uFFFD.');
    expect(build.status).toBe(1);
    expect(build.stderr).toMatch(/written file\(s\) contain corrupted text \(U\+0000 or U\+FFFD\)/);
    expect(build.stderr).toContain('guide/start/quick-start.html');
    expectPreviousOutputKept();
  });
});
