/**
 * `npm run bench -- --sources [--runs R]`: what fetched content costs.
 * The current version's pages are put in a git repository (served by a
 * `git daemon` on the loopback address, and read over file://) and in a
 * `.tar.gz` (served by a Node HTTP server on the loopback address). Printed:
 * the uncached fetch of each (budget: at most 2 s added), then the build of a
 * scratch copy of the project from its folders and, with a warm cache, from
 * the git source, in turns, best of R (budget: no slower, within the spread).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { c as createTarball } from 'tar';
import { envWith, resolveSettings } from '../../content-schema/shared/settings';
import { prepareSources } from '../build/sources/prepare-sources';
import { startGitDaemon } from '../lib/loopback';
import { gitEnv, scratchSite } from '../lib/scratch-site';
import { printRun, timedBuild, type BuildRun } from './bench-scale';

const OUTPUTS = ['.contentlayer', 'build', 'dist', '.build-cache', '.cache'];

function git(cwd: string, ...args: string[]) {
  const env = envWith({
    GIT_AUTHOR_NAME: 'bench',
    GIT_AUTHOR_EMAIL: 'b@b',
    GIT_COMMITTER_NAME: 'bench',
    GIT_COMMITTER_EMAIL: 'b@b',
  });
  delete env.GIT_DIR;
  delete env.GIT_WORK_TREE;
  return spawnSync('git', args, { cwd, encoding: 'utf8', env }).stdout.trim();
}

/** The uncached fetch of `source` as the current version: prepareSources' time for it. */
async function fetchTime(root: string, work: string, source: unknown): Promise<number> {
  const file = path.join(work, `sources-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify({ '1.0': source }));
  const cache = path.join(work, `cache-${Date.now()}`);
  const settings = resolveSettings(envWith({ CONTENT_SOURCES: file, CONTENT_CACHE_DIR: cache }), root);
  const [report] = await prepareSources(settings);
  rmSync(cache, { recursive: true, force: true });
  return report.ms;
}

export async function benchSources(root: string, runs = 1) {
  const work = mkdtempSync(path.join(tmpdir(), 'rslib-bench-sources-'));
  const repo = path.join(work, 'repo');
  for (const lang of ['en', 'zh'])
    cpSync(path.join(root, 'content', lang), path.join(repo, 'content', lang), { recursive: true });
  git(repo, 'init', '-q', '-b', 'main');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-qm', 'content');
  const commit = git(repo, 'rev-parse', 'HEAD');
  git(work, 'clone', '-q', '--bare', repo, path.join(work, 'served', 'docs.git'));
  const files = Number(git(repo, 'ls-files').split('\n').length);
  await createTarball({ gzip: true, cwd: repo, file: path.join(work, 'docs.tar.gz'), portable: true }, [
    'content',
  ]);
  const archive = readFileSync(path.join(work, 'docs.tar.gz'));
  const http = createServer((_, response) => response.writeHead(200).end(archive));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const httpPort = (http.address() as { port: number }).port;
  const daemon = await startGitDaemon(path.join(work, 'served'));
  const site = scratchSite(root, 0);
  try {
    console.log(
      `Fetched-content bench: the current version's pages (${files} files, tarball ${(archive.length / 1024).toFixed(0)} KB)`,
    );
    const sources = {
      'git daemon (git://127.0.0.1)': {
        git: daemon.url('docs.git'),
        commit,
        path: 'content',
      },
      'git over file://': { git: `file://${repo}`, commit, path: 'content' },
      'tarball over HTTP (127.0.0.1)': {
        tarball: `http://127.0.0.1:${httpPort}/docs.tar.gz`,
        sha256: createHash('sha256').update(archive).digest('hex'),
        path: 'content',
      },
    };
    for (const [name, source] of Object.entries(sources)) {
      const ms = await fetchTime(root, work, source);
      console.log(
        `  uncached fetch, ${name.padEnd(30)} ${ms} ms (budget 2,000 ms: ${ms <= 2000 ? 'within budget' : 'OVER BUDGET'})`,
      );
    }
    // Builds: the folders, then the git source from a warm cache, in turns.
    const file = path.join(work, 'build-sources.json');
    writeFileSync(file, JSON.stringify({ '1.0': sources['git over file://'] }));
    const env = { CONTENT_SOURCES: file, CONTENT_CACHE_DIR: path.join(work, 'build-cache') };
    const best = (a: BuildRun | undefined, b: BuildRun) => (!a || b.wallMs < a.wallMs ? b : a);
    let folder: BuildRun | undefined;
    let fetched: BuildRun | undefined;
    const clean = () =>
      OUTPUTS.forEach((d) => rmSync(path.join(site.dir, d), { recursive: true, force: true }));
    // Warm the cache once, outside the timed runs.
    clean();
    timedBuild(site.dir, gitEnv(root, site.dir), env);
    for (let i = 0; i < runs; i++) {
      clean();
      folder = best(folder, timedBuild(site.dir, gitEnv(root, site.dir)));
      clean();
      fetched = best(fetched, timedBuild(site.dir, gitEnv(root, site.dir), env));
    }
    printRun(`Cold build from folders (${folder!.pages} pages)`, folder!);
    printRun('Cold build, current version from the git source, warm source cache', fetched!);
    const ratio = fetched!.wallMs / folder!.wallMs;
    console.log(
      `  ratio          ${ratio.toFixed(2)}× (budget: no slower than from folders, within the run-to-run spread)`,
    );
  } finally {
    await daemon.close();
    http.close();
    rmSync(site.dir, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  }
}
