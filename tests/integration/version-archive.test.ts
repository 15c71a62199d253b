/**
 * `npm run version:archive` in a scratch copy of the project (its content
 * trimmed to a few pages a version and language), then `npm run build` there: the archived release is served under its prefix,
 * the current one moves on, and a refused command changes nothing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gitEnv, scratchSite } from '../../scripts/lib/scratch-site';

const site = scratchSite(process.cwd(), 'trimmed');
const at = (file: string) => path.join(site.dir, file);
const read = (file: string) => readFileSync(at(file), 'utf8');
// Not the tests' prebuilt content (real-content-setup.ts): the scratch copy's own.
const { CONTENT_GENERATED_DIR: _testContent, ...env } = process.env;

const run = (script: string, ...args: string[]) =>
  spawnSync('node_modules/.bin/tsx', [script, ...args], {
    cwd: site.dir,
    env: { ...env, ...gitEnv(process.cwd(), site.dir), PWD: site.dir },
    encoding: 'utf8',
  });

afterAll(() => rmSync(site.dir, { recursive: true, force: true }));

describe('npm run version:archive', () => {
  it('refuses to archive the current version without the release that follows it, and changes nothing', () => {
    const before = read('content-schema/shared/versions.ts');
    const refused = run('scripts/version-archive.ts', '1.0');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('Version 1.0 is the current one');
    expect(refused.stderr).toContain('--next 2.0.0');
    expect(read('content-schema/shared/versions.ts')).toBe(before);
    expect(existsSync(at('content/v1.0'))).toBe(false);
  });

  it('refuses a version that is declared already', () => {
    const refused = run('scripts/version-archive.ts', '0.11');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('Version 0.11 is declared already');
  });

  it('snapshots the current pages as an archived version that builds and is served under its prefix', () => {
    const archived = run('scripts/version-archive.ts', '1.0', '--next', '2.0.0');
    expect(archived.stderr).toBe('');
    expect(archived.status).toBe(0);
    expect(archived.stdout).toContain('Version 1.0 archived in content/v1.0/');

    // The pages and navigation of both languages, without the blog, which exists once.
    for (const lang of ['en', 'zh']) {
      expect(read(`content/v1.0/${lang}/guide/start/quick-start.md`)).toBe(
        read(`content/${lang}/guide/start/quick-start.md`),
      );
      expect(existsSync(at(`content/v1.0/${lang}/blog`))).toBe(false);
      expect(read(`content/v1.0/${lang}/_navigation.yaml`)).not.toContain('prefix: /blog/');
    }
    // Declared: the current version moves on, the archive newest first.
    const declarations = read('content-schema/shared/versions.ts');
    expect(declarations).toContain("{ name: '2.0', label: 'v2.0', documents: '2.0.0', current: true },");
    expect(declarations.indexOf("name: '1.0'")).toBeLessThan(declarations.indexOf("name: '0.11'"));
    // The next release's config samples get an environment with its @rslib/core.
    const environment = JSON.parse(read('scripts/checks/code-samples/versions/2.0/package.json')) as {
      devDependencies: Record<string, string>;
    };
    expect(environment.devDependencies['@rslib/core']).toBe('2.0.0');

    const built = run('scripts/build.ts');
    expect(built.status, `${built.stdout}\n${built.stderr}`).toBe(0);
    const archivedPage = read('dist/v1.0/zh/guide/start/quick-start.html');
    expect(archivedPage).toContain('你正在阅读 Rslib 1.0 的文档，这不是最新版本。');
    expect(archivedPage).toContain('href="/zh/guide/start/quick-start"');
    expect(read('dist/v0.11/guide/start/quick-start.html')).toContain('/v1.0/guide/start/quick-start');
    const currentPage = read('dist/guide/start/quick-start.html');
    expect(currentPage).toContain('v2.0');
    expect(currentPage).not.toContain('rs-archived');
    expect(existsSync(at('dist/v1.0/llms.txt'))).toBe(true);
  }, 300_000);
});
