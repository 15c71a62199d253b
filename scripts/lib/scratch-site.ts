/**
 * A scratch copy of the project, for builds that must not touch the
 * project's own outputs: the scale bench (content grown to N pages) and the
 * tests that watch what a build does (content trimmed to a handful of pages,
 * trim-content.ts). `node_modules` is linked, not copied; outputs, caches
 * and `.git` are left out (`gitEnv` points git at the project's history, so
 * pages keep their "last updated" dates).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { trimContent } from './trim-content';

const SKIP = new Set([
  'node_modules',
  '.git',
  'dist',
  'dist-base',
  'dist-base-content',
  'build',
  '.contentlayer',
  '.cache',
  'test-results',
  'playwright-report',
  'dist-fixtures',
  '.build-cache',
  '.content-cache',
]);
const COPIED = ['guide', 'config'];
const LANGS = ['en', 'zh'];

function markdownFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

/**
 * Copies the project (without outputs and dependencies) and grows its content
 * to at least `pages` pages (0: as it is), or trims it to a few pages a
 * version and language (`'trimmed'`).
 */
export function scratchSite(
  root: string,
  pages: number | 'trimmed',
): { dir: string; pages: number; edited: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'rslib-scale-'));
  for (const entry of readdirSync(root)) {
    if (
      SKIP.has(entry) ||
      entry.startsWith('.dev') ||
      entry.startsWith('dist.') ||
      entry.startsWith('dist-base.')
    )
      continue;
    cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  const content = path.join(dir, 'content');
  const edited = path.join(content, 'en/guide/start/quick-start.md');
  if (pages === 'trimmed') return { dir, pages: trimContent(content), edited };
  let count = markdownFiles(content).length;
  const perCopy = LANGS.reduce(
    (n, lang) => n + COPIED.reduce((m, sub) => m + markdownFiles(path.join(content, lang, sub)).length, 0),
    0,
  );
  for (let k = 1; count < pages && perCopy > 0; k++) {
    for (const lang of LANGS) {
      for (const sub of COPIED)
        cpSync(path.join(content, lang, sub), path.join(content, lang, `scale-${k}`, sub), {
          recursive: true,
        });
    }
    count += perCopy;
  }
  return { dir, pages: count, edited };
}

/** Git's environment for a build in `dir` that reads the history of the project at `root` (read only). */
export function gitEnv(root: string, dir: string): Record<string, string> {
  const gitDir = spawnSync('git', ['rev-parse', '--absolute-git-dir'], { cwd: root, encoding: 'utf8' });
  return gitDir.status === 0 ? { GIT_DIR: gitDir.stdout.trim(), GIT_WORK_TREE: dir } : {};
}
