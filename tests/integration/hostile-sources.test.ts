/**
 * The canary: every entry of the adversarial corpus (tests/fixtures/hostile/)
 * is fetched the way the build's first stage fetches it (`prepareSources`,
 * the sources stage alone: nothing after it would run), with a marker page
 * outside every tree. Each must fail naming the version, the source and the
 * entry, and the marker must reach nothing: not the content cache, not the
 * content folder; nothing is left half-fetched. The injections go through
 * `npm run content:fetch -- --update`, the one command that hands refs to git,
 * and must run nothing. Full builds from the corpus: content-sources.test.ts.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { c as createTarball } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveSettings } from '../../content-schema/shared/settings';
import { prepareSources } from '../../scripts/build/sources/prepare-sources';
import { freePort } from '../../scripts/lib/loopback';
import {
  docsTree,
  handMadeEntry,
  HOSTILE_ARCHIVES,
  HOSTILE_GIT_TREES,
  plantMarker,
} from '../fixtures/hostile/corpus';
import { startHttpServer } from './source-servers';
import { git } from '../helpers/git';

const work = mkdtempSync(path.join(tmpdir(), 'rslib-hostile-'));
const at = (...parts: string[]) => path.join(work, ...parts);
const MARKER = `CANARY-${randomUUID()}`;
const marker = plantMarker(at('outside'), MARKER);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A repository of the docs tree, changed by `change`; its commit. */
function repository(name: string, change: (tree: string) => void = () => {}): string {
  const repo = at(name);
  docsTree(repo);
  change(repo);
  git(repo, 'init', '-q', '-b', 'main');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-qm', 'docs');
  return git(repo, 'rev-parse', 'HEAD');
}

/** Every file under `dirs` whose bytes hold the marker (links to files are read; links to folders are not followed). */
function markerFound(...dirs: string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      const stat = lstatSync(full);
      if (stat.isDirectory()) walk(full);
      else if (
        stat.isFile() ||
        (stat.isSymbolicLink() && statSync(full, { throwIfNoEntry: false })?.isFile())
      )
        if (readFileSync(full).includes(MARKER)) found.push(full);
    }
  };
  for (const dir of dirs) if (existsSync(dir)) walk(dir);
  return found;
}

let fresh = 0;
/**
 * The build's sources stage with `sources` as the CONTENT_SOURCES file and a
 * cache of its own: the error message ('' when it succeeded), and the cache.
 */
async function fetchSources(
  sources: Record<string, unknown>,
  env: Record<string, string> = {},
): Promise<{ message: string; cache: string; log: string }> {
  const n = ++fresh;
  const file = at(`sources-${n}.json`);
  writeFileSync(file, JSON.stringify(sources));
  const cache = env.CONTENT_CACHE_DIR ?? at(`cache-${n}`);
  const settings = resolveSettings(
    { CONTENT_SOURCES: file, CONTENT_CACHE_DIR: cache, CONTENT_DIR: at('folder'), ...env },
    process.cwd(),
  );
  try {
    const reports = await prepareSources(settings);
    return { message: '', cache, log: JSON.stringify(reports) };
  } catch (error) {
    return { message: (error as Error).message, cache, log: '' };
  }
}

/** What every refused source leaves: the marker nowhere, and nothing half-fetched in the cache. */
function expectNothingReached(cache: string) {
  expect(markerFound(cache, at('folder'))).toEqual([]);
  expect(
    existsSync(cache) ? readdirSync(cache).filter((n) => /^\.(fetch|check|old|stage)-/.test(n)) : [],
  ).toEqual([]);
}

let http: Awaited<ReturnType<typeof startHttpServer>>;
const archives = new Map<string, Buffer>();
const docsArchive = { bytes: Buffer.alloc(0) };

beforeAll(async () => {
  // The project's own tree (CONTENT_DIR), and the same tree as a served archive.
  docsTree(at('folder-tree'));
  cpSync(at('folder-tree/docs'), at('folder'), { recursive: true });
  for (const [i, entry] of HOSTILE_ARCHIVES.entries())
    archives.set(`/hostile-${i}.tar.gz`, await entry.make(work, marker));
  await createTarball({ gzip: true, cwd: at('folder-tree'), file: at('docs.tar.gz'), portable: true }, [
    'docs',
  ]);
  docsArchive.bytes = readFileSync(at('docs.tar.gz'));
  const big = randomBytes(2 * 1024 * 1024);
  http = await startHttpServer({
    ...Object.fromEntries(archives),
    '/docs.tar.gz': docsArchive.bytes,
    '/announced-too-big.tar.gz': big,
    // No length announced, and no end: bytes until the client goes away.
    '/endless.tar.gz': (request, response) => {
      response.writeHead(200, { 'content-type': 'application/gzip' });
      const chunk = randomBytes(64 * 1024);
      const more = () => {
        while (!response.destroyed && response.write(chunk));
      };
      response.on('drain', more);
      request.on('close', () => response.destroy());
      more();
    },
    // A byte now and then, forever: never silent for long, never done.
    '/trickle.tar.gz': (request, response) => {
      response.writeHead(200, { 'content-type': 'application/gzip' });
      const timer = setInterval(() => response.write('x'), 200);
      request.on('close', () => clearInterval(timer));
    },
  });
}, 120_000);

afterAll(async () => {
  await http?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('hostile archives fail before anything reads them, naming the entry', () => {
  for (const [i, entry] of HOSTILE_ARCHIVES.entries())
    it(entry.name, async () => {
      const url = http.url(`/hostile-${i}.tar.gz`);
      const { message, cache } = await fetchSources({
        '1.0': { tarball: url, sha256: sha256(archives.get(`/hostile-${i}.tar.gz`)!), path: 'docs' },
      });
      expect(message).toContain(`Content of version 1.0 (${url} @ sha256:`);
      expect(message).toContain(entry.names);
      expectNothingReached(cache);
      expect(existsSync(path.join(path.dirname(marker), 'planted.md'))).toBe(false);
      expect(existsSync(path.join(path.dirname(work), 'planted.md'))).toBe(false);
    });
});

describe('hostile git trees fail before anything reads them, naming the entry', () => {
  for (const [i, entry] of HOSTILE_GIT_TREES.entries())
    it(entry.name, async () => {
      const commit = repository(`hostile-repo-${i}`, (tree) => entry.make(tree, marker));
      const url = `file://${at(`hostile-repo-${i}`)}`;
      const { message, cache } = await fetchSources({ '1.0': { git: url, commit, path: 'docs' } });
      expect(message).toContain(
        `Content of version 1.0 (${url} @ ${commit.slice(0, 7)}): holds entries no build may read`,
      );
      expect(message).toContain(entry.names);
      expectNothingReached(cache);
    });
});

describe('a sources file is data: an option or a program in it runs nothing', () => {
  const folder = 'tests/fixtures/hostile/sources';
  const injections = readdirSync(folder).sort();
  beforeAll(() => {
    repository('repo');
  });
  for (const name of injections)
    it(name, () => {
      const file = at(`injection-${name}`);
      writeFileSync(file, readFileSync(path.join(folder, name), 'utf8').replaceAll('$WORK', work));
      rmSync(at('ran'), { recursive: true, force: true });
      // `--update` resolves refs with git ls-remote: the path where a ref or a URL reaches git.
      const run = spawnSync('node_modules/.bin/tsx', ['scripts/content-fetch.ts', '--update'], {
        encoding: 'utf8',
        env: {
          ...process.env,
          CONTENT_SOURCES: file,
          CONTENT_CACHE_DIR: at('cache-injections'),
          CONTENT_DIR: at('folder'),
        },
      });
      expect(run.status).toBe(1);
      expect(`${run.stdout}${run.stderr}`).toMatch(
        new RegExp(
          `CONTENT_SOURCES \\(.*injection-${name.replace('.', '\\.')}\\), version 1\\.0: "(git|ref|commit|tarball)" `,
        ),
      );
      expect(existsSync(at('ran'))).toBe(false);
    });
});

describe('the cache proves what it holds, or is not used', () => {
  it('a tree and a digest written by hand, for a pin never fetched: not used, and removed', async () => {
    const closed = await freePort();
    const pinned = sha256(Buffer.from('an archive nobody serves'));
    const cache = at('cache-handmade');
    handMadeEntry(path.join(cache, `tarball-${pinned}`), MARKER, 'archive');
    const url = `http://127.0.0.1:${closed}/docs.tar.gz`;
    const { message } = await fetchSources(
      { '1.0': { tarball: url, sha256: pinned, path: 'docs' } },
      { CONTENT_CACHE_DIR: cache },
    );
    expect(message).toContain(
      `Content of version 1.0 (${url} @ sha256:${pinned.slice(0, 12)}): cannot be reached`,
    );
    expect(message).toContain('(its cached copy was not used: its archive is not the pinned one)');
    expectNothingReached(cache);
  });

  it('the same for a git pin: a repository without the commit proves nothing', async () => {
    const commit = 'c0ffee'.padEnd(40, '0');
    const cache = at('cache-handmade-git');
    handMadeEntry(path.join(cache, `git-${commit}`), MARKER, 'repository');
    const url = `file://${at('no-such-repo')}`;
    const { message } = await fetchSources(
      { '1.0': { git: url, commit, path: 'docs' } },
      { CONTENT_CACHE_DIR: cache },
    );
    expect(message).toContain(
      '(its cached copy was not used: its repository does not hold the pinned commit)',
    );
    expectNothingReached(cache);
  });

  it('a link planted in a cached tree: the links are checked again on every hit', async () => {
    const commit = repository('planted-repo');
    const url = `file://${at('planted-repo')}`;
    const cache = at('cache-planted');
    const sources = { '1.0': { git: url, commit, path: 'docs' } };
    expect((await fetchSources(sources, { CONTENT_CACHE_DIR: cache })).message).toBe('');
    symlinkSync(marker, path.join(cache, `git-${commit}`, 'docs/en/guide/leak.md'));
    // The source is gone: the cache alone cannot vouch for the tree.
    rmSync(at('planted-repo'), { recursive: true, force: true });
    const { message } = await fetchSources(sources, { CONTENT_CACHE_DIR: cache });
    expect(message).toContain('(its cached copy was not used: "docs/en/guide/leak.md" is a symbolic link)');
    expectNothingReached(cache);
  });

  it('a FIFO planted in a cached tree is never read: the entry is fetched again', async () => {
    const url = http.url('/docs.tar.gz');
    const sources = { '1.0': { tarball: url, sha256: sha256(docsArchive.bytes), path: 'docs' } };
    const cache = at('cache-fifo');
    expect((await fetchSources(sources, { CONTENT_CACHE_DIR: cache })).message).toBe('');
    const fifo = path.join(cache, `tarball-${sha256(docsArchive.bytes)}`, 'docs/en/guide/pipe.md');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const { message, log } = await fetchSources(sources, { CONTENT_CACHE_DIR: cache });
    expect(message).toBe('');
    expect(log).toContain('"how":"fetched","discarded":"\\"docs/en/guide/pipe.md\\" is a FIFO"');
    expect(existsSync(fifo)).toBe(false);
  });
});

describe('fetching is bounded, and each limit says how to raise it', () => {
  const tarball = (route: string, bytes = docsArchive.bytes) => ({
    '1.0': { tarball: http.url(route), sha256: sha256(bytes), path: 'docs' },
  });

  it('a download announced larger than the limit is refused before its body', async () => {
    const { message, cache } = await fetchSources(tarball('/announced-too-big.tar.gz'), {
      CONTENT_MAX_DOWNLOAD_MB: '1',
    });
    expect(message).toContain(
      'the server announces 2 MB to download (the limit is 1 MB, CONTENT_MAX_DOWNLOAD_MB)',
    );
    expect(message).toContain('raise CONTENT_MAX_DOWNLOAD_MB (MB; default 256)');
    expectNothingReached(cache);
  });

  it('a download that never ends is cut at the limit', async () => {
    const { message } = await fetchSources(tarball('/endless.tar.gz'), { CONTENT_MAX_DOWNLOAD_MB: '1' });
    expect(message).toContain('the download went past 1 MB (the limit is 1 MB, CONTENT_MAX_DOWNLOAD_MB)');
  });

  it('a server that trickles a byte now and then meets the overall deadline', async () => {
    const { message } = await fetchSources(tarball('/trickle.tar.gz'), {
      CONTENT_FETCH_TIMEOUT: '2',
      CONTENT_FETCH_DEADLINE: '3',
    });
    expect(message).toContain(
      'the fetch did not finish within 3 s (the limit is 3 seconds, CONTENT_FETCH_DEADLINE)',
    );
  });

  it('a git fetch past the download limit is stopped', async () => {
    const commit = repository('big-repo', (tree) =>
      writeFileSync(path.join(tree, 'noise.bin'), randomBytes(3 * 1024 * 1024)),
    );
    const { message } = await fetchSources(
      { '1.0': { git: `file://${at('big-repo')}`, commit, path: 'docs' } },
      { CONTENT_MAX_DOWNLOAD_MB: '1' },
    );
    expect(message).toContain('the fetch went past 1 MB (the limit is 1 MB, CONTENT_MAX_DOWNLOAD_MB)');
  });

  it('a commit with more files than the limit is refused before checkout', async () => {
    const commit = repository('counted-repo');
    const { message } = await fetchSources(
      { '1.0': { git: `file://${at('counted-repo')}`, commit, path: 'docs' } },
      { CONTENT_MAX_FILES: '5' },
    );
    expect(message).toMatch(
      /the commit holds \d+ files and folders \(the limit is 5 files and folders, CONTENT_MAX_FILES\)/,
    );
  });
});

describe('builds sharing a cache take turns', () => {
  it('a fetch waits while another holds the cache, then goes on', async () => {
    const cache = at('cache-locked');
    mkdirSync(cache, { recursive: true });
    const release = await lockfile.lock(cache, { realpath: false, lockfilePath: path.join(cache, '.lock') });
    const file = at('sources-locked.json');
    writeFileSync(file, JSON.stringify(tarball()));
    const child = spawn('node_modules/.bin/tsx', ['scripts/content-fetch.ts'], {
      env: { ...process.env, CONTENT_SOURCES: file, CONTENT_CACHE_DIR: cache, CONTENT_DIR: at('folder') },
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    await expect
      .poll(() => output, { timeout: 30_000, interval: 100 })
      .toContain('Waiting for another build or dev server');
    // Nothing was fetched or linked while the other held the cache.
    expect(readdirSync(cache).filter((n) => !n.startsWith('.lock'))).toEqual([]);
    await release();
    expect(await exited, output).toBe(0);
    expect(output).toContain('content 1.0: fetched');
  });

  function tarball() {
    return { '1.0': { tarball: http.url('/docs.tar.gz'), sha256: sha256(docsArchive.bytes), path: 'docs' } };
  }
});
