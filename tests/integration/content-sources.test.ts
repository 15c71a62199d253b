/**
 * Content fetched at build time (CONTENT_SOURCES): `npm run build` in a
 * scratch copy of the project, its current version read from a real git
 * repository (over file:// and a `git daemon` on the loopback address) or a
 * real `.tar.gz` (from a Node HTTP server on the loopback address), against
 * the same tree read as a folder. Every bad source fails before any stage
 * with a message naming the version, the source and what to do, and leaves
 * the previous output as it was.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { c as createTarball } from 'tar';
import { x } from 'tinyexec';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gitEnv, scratchSite } from '../../scripts/lib/scratch-site';
import { freePort, startGitDaemon } from '../../scripts/lib/loopback';
import { handMadeEntry, HOSTILE_ARCHIVES, plantMarker } from '../fixtures/hostile/corpus';
import { rawTarball, startHttpServer } from './source-servers';
import { git } from '../helpers/git';

const site = scratchSite(process.cwd(), 0);
const work = mkdtempSync(path.join(tmpdir(), 'rslib-sources-'));
const at = (...parts: string[]) => path.join(work, ...parts);
// Not the tests' prebuilt content (real-content-setup.ts): the scratch copy's own.
const { CONTENT_GENERATED_DIR: _testContent, ...baseEnv } = process.env;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Every file of a folder, path → the sha256 of its bytes: two folders are
 * byte for byte the same when these are equal, and a difference names the
 * file. (Comparing the bytes themselves with toEqual walks them one by one:
 * seconds per folder.)
 */
function filesOf(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const full = path.join(dir, file);
    if (statSync(full).isFile()) out.set(file, sha256(readFileSync(full)));
  }
  return out;
}

interface Run {
  status: number | null;
  out: string;
}

/** Runs a script of the scratch copy; asynchronously, since the HTTP server answers from this process. */
async function runScript(
  script: string,
  args: string[],
  env: Record<string, string | undefined>,
): Promise<Run> {
  const run = await x('node_modules/.bin/tsx', [script, ...args], {
    throwOnError: false,
    nodeOptions: {
      cwd: site.dir,
      // tinyexec adds this process's environment: the scratch copy's own generated content, by name.
      env: {
        ...env,
        CONTENT_GENERATED_DIR: path.join(site.dir, '.contentlayer/generated'),
      } as unknown as NodeJS.ProcessEnv,
    },
  });
  return { status: run.exitCode ?? null, out: `${run.stdout}${run.stderr}` };
}

let sourceFiles = 0;
/** `npm run build` in the scratch copy, its current version from `sources` (or the folder copy), into `out`. */
function build(
  out: string,
  sources?: Record<string, unknown>,
  env: Record<string, string> = {},
): Promise<Run> {
  // A file of its own for each build: the failing builds below run side by side.
  const file = at(`sources-${++sourceFiles}.json`);
  if (sources) writeFileSync(file, JSON.stringify(sources));
  return runScript('scripts/build.ts', [], {
    ...baseEnv,
    ...gitEnv(process.cwd(), site.dir),
    PWD: site.dir,
    // A small tree as the current version, no archive.
    CONTENT_DIR: at('folder'),
    CONTENT_CACHE_DIR: at('cache'),
    // Generous: a loaded machine (or builds side by side) may answer slowly. The silent server's test sets 2 s.
    CONTENT_FETCH_TIMEOUT: '30',
    OUT_DIR: at(out),
    ...(sources ? { CONTENT_SOURCES: file } : {}),
    ...env,
  });
}

let daemon: Awaited<ReturnType<typeof startGitDaemon>>;
let http: Awaited<ReturnType<typeof startHttpServer>>;
let pinned: string; // the tagged commit
let broken: string; // a later commit whose page breaks a frontmatter rule
let archive: Buffer;
// Archives a safe tool would not make.
const UNSAFE = {
  '/climbing.tar.gz': rawTarball([
    { name: 'docs/en/_navigation.yaml', body: 'nav: []\n' },
    { name: '../escaped.md', body: 'x' },
  ]),
  '/absolute.tar.gz': rawTarball([{ name: '/tmp/rslib-absolute.md', body: 'x' }]),
  '/link-out.tar.gz': rawTarball([{ name: 'docs/en', type: '2', link: '/etc' }]),
};

beforeAll(async () => {
  // The tree: a small site's en/ and zh/ (the dev server's fixture), under docs/.
  for (const lang of ['en', 'zh']) {
    cpSync(path.join('tests/fixtures/dev-site', lang), at('tree/docs', lang), { recursive: true });
    cpSync(path.join('tests/fixtures/dev-site', lang), at('folder', lang), { recursive: true });
  }
  // A repository: the tree at a tag, then a commit that breaks a page.
  cpSync(at('tree'), at('repo'), { recursive: true });
  git(at('repo'), 'init', '-q', '-b', 'main');
  git(at('repo'), 'add', '-A');
  git(at('repo'), 'commit', '-qm', 'docs');
  git(at('repo'), 'tag', 'v1');
  pinned = git(at('repo'), 'rev-parse', 'HEAD');
  const page = at('repo/docs/en/guide/live.md');
  writeFileSync(page, readFileSync(page, 'utf8').replace(/^---\n/, '---\noutline: sometimes\n'));
  git(at('repo'), 'commit', '-qam', 'a broken page');
  broken = git(at('repo'), 'rev-parse', 'HEAD');
  git(work, 'clone', '-q', '--bare', at('repo'), at('served/docs.git'));
  daemon = await startGitDaemon(at('served'));
  // An archive of the same tree, and archives no build may use.
  await createTarball({ gzip: true, cwd: at('tree'), file: at('docs.tar.gz'), portable: true }, ['docs']);
  archive = readFileSync(at('docs.tar.gz'));
  const truncated = archive.subarray(0, Math.floor(archive.length / 2));
  http = await startHttpServer({
    '/docs.tar.gz': archive,
    '/truncated.tar.gz': truncated,
    '/missing.tar.gz': 404,
    '/error.tar.gz': 500,
    '/hang.tar.gz': 'hang',
    ...UNSAFE,
  });
  // The baseline: the same tree, read as a folder; and a previous output the failing builds must leave alone.
  const folder = await build('dist-folder');
  expect(folder.status, folder.out).toBe(0);
  cpSync(at('dist-folder'), at('dist-previous'), { recursive: true });
}, 300_000);

afterAll(async () => {
  await Promise.all([daemon?.close(), http?.close()]);
  rmSync(site.dir, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
}, 60_000);

describe('a version read from a pinned source builds the same pages as the same tree in a folder', () => {
  it('git over file://, byte for byte', async () => {
    const run = await build('dist-file', {
      '1.0': { git: `file://${at('repo')}`, commit: pinned, path: 'docs' },
    });
    expect(run.status, run.out).toBe(0);
    expect(run.out).toContain(`content 1.0: fetched file://${at('repo')} @ ${pinned.slice(0, 7)}`);
    expect(filesOf(at('dist-file'))).toEqual(filesOf(at('dist-folder')));
  }, 120_000);

  it('git through git daemon, with a cache that later builds verify and reuse without the network', async () => {
    const source = { '1.0': { git: daemon.url('docs.git'), commit: pinned, path: 'docs' } };
    rmSync(at('cache'), { recursive: true, force: true });
    const fetched = await build('dist-daemon', source);
    expect(fetched.status, fetched.out).toBe(0);
    expect(fetched.out).toContain('content 1.0: fetched git://127.0.0.1:');
    expect(filesOf(at('dist-daemon'))).toEqual(filesOf(at('dist-folder')));
    // Offline: the server is gone, the cached tree is verified and used, and the log says so.
    await daemon.close();
    const offline = await build('dist-daemon', source);
    expect(offline.status, offline.out).toBe(0);
    expect(offline.out).toMatch(
      /from the cache \(verified against its pin; the source was not contacted, so this works offline\)/,
    );
  }, 180_000);

  it('a tarball over HTTP, checked against its sha256', async () => {
    const run = await build('dist-tarball', {
      '1.0': { tarball: http.url('/docs.tar.gz'), sha256: sha256(archive), path: 'docs' },
    });
    expect(run.status, run.out).toBe(0);
    expect(run.out).toContain(
      `content 1.0: fetched ${http.url('/docs.tar.gz')} @ sha256:${sha256(archive).slice(0, 12)}`,
    );
    expect(filesOf(at('dist-tarball'))).toEqual(filesOf(at('dist-folder')));
  }, 120_000);

  it('a cached tree that was changed is not trusted: it is fetched again', async () => {
    const source = { '1.0': { tarball: http.url('/docs.tar.gz'), sha256: sha256(archive), path: 'docs' } };
    const cached = at('cache', `tarball-${sha256(archive)}`, 'docs/en/guide/live.md');
    writeFileSync(cached, 'tampered\n');
    const run = await build('dist-tarball', source);
    expect(run.status, run.out).toBe(0);
    expect(run.out).toContain('content 1.0: fetched');
    expect(readFileSync(cached, 'utf8')).not.toBe('tampered\n');
  }, 120_000);
});

describe('the canary: a full build from hostile content publishes nothing of the machine', () => {
  const MARKER = `CANARY-${randomUUID()}`;
  const marker = plantMarker(at('outside'), MARKER);
  /** Files of the scratch site's outputs and caches that hold the marker. */
  const reached = (...more: string[]) =>
    [
      at('dist-previous'),
      at('dist-folder'),
      ...['dist', '.contentlayer', 'build', '.content-cache'].map((d) => path.join(site.dir, d)),
      ...more,
    ]
      .filter((dir) => existsSync(dir))
      .flatMap((dir) =>
        readdirSync(dir, { recursive: true, encoding: 'utf8' })
          .map((f) => path.join(dir, f))
          .filter(
            (f) => statSync(f, { throwIfNoEntry: false })?.isFile() && readFileSync(f).includes(MARKER),
          ),
      );

  it('a symlink chain in a tarball: the build fails naming the file, dist/ byte for byte as before', async () => {
    const chain = await HOSTILE_ARCHIVES[0].make(work, marker);
    const served = await startHttpServer({ '/chain.tar.gz': chain });
    const before = filesOf(at('dist-previous'));
    try {
      const run = await build(
        'dist-previous',
        {
          '1.0': { tarball: served.url('/chain.tar.gz'), sha256: sha256(chain), path: 'docs' },
        },
        { CONTENT_CACHE_DIR: at('cache-canary') },
      );
      expect(run.status).toBe(1);
      expect(run.out).toContain('holds entries no build may read');
      expect(run.out).toContain('"docs/en/guide/leak.md" is a symbolic link');
      expect(run.out).toContain('Build failed; ');
      expect(filesOf(at('dist-previous'))).toEqual(before);
      expect(reached(at('cache-canary'))).toEqual([]);
    } finally {
      await served.close();
    }
  }, 120_000);

  it('a tree and a digest written into the cache by hand: not used; the build is that of the pinned archive', async () => {
    const cache = at('cache-handmade');
    handMadeEntry(path.join(cache, `tarball-${sha256(archive)}`), MARKER, 'archive');
    const run = await build(
      'dist-handmade',
      {
        '1.0': { tarball: http.url('/docs.tar.gz'), sha256: sha256(archive), path: 'docs' },
      },
      { CONTENT_CACHE_DIR: cache },
    );
    expect(run.status, run.out).toBe(0);
    expect(run.out).toContain('its cached copy was not used: its archive is not the pinned one');
    expect(filesOf(at('dist-handmade'))).toEqual(filesOf(at('dist-folder')));
    expect(reached(cache, at('dist-handmade'))).toEqual([]);
  }, 180_000);
});

// The cases of a test are independent builds, each stopped at its first stage
// (mostly the start of a process): they run side by side.
describe('a bad source fails before any stage, names the version and the source, and leaves the output alone', () => {
  const previous = () => filesOf(at('dist-previous'));
  let fresh = 0;
  const failing = async (sources: Record<string, unknown>, env: Record<string, string> = {}) => {
    const before = previous();
    // An empty cache each time: a cached tree (keyed by commit or sha256) would be used without the network.
    const run = await build('dist-previous', sources, { CONTENT_CACHE_DIR: at(`cache-${++fresh}`), ...env });
    expect(run.status).toBe(1);
    expect(run.out).toContain('Build failed; ');
    // No stage ran: neither the content build nor the app build said anything.
    expect(run.out).not.toMatch(/Generated \d+ documents|App build|building\.\.\./);
    expect(previous()).toEqual(before);
    return run.out;
  };
  const tarball = (url: string, sha = sha256(archive)) => ({
    '1.0': { tarball: url, sha256: sha, path: 'docs' },
  });

  it('an unreachable host and a name that does not resolve', async () => {
    const closed = await freePort();
    const [unreachable, unresolved] = await Promise.all([
      failing({ '1.0': { git: `git://127.0.0.1:${closed}/docs.git`, commit: pinned, path: 'docs' } }),
      failing(tarball('http://no-such-host.invalid/docs.tar.gz')),
    ]);
    expect(unreachable).toMatch(
      new RegExp(
        `Content of version 1\\.0 \\(git://127\\.0\\.0\\.1:${closed}/docs\\.git @ ${pinned.slice(0, 7)}\\): cannot be reached: .*\\n {2}Check the URL and the network`,
      ),
    );
    expect(unresolved).toMatch(
      /Content of version 1\.0 \(http:\/\/no-such-host\.invalid\/docs\.tar\.gz @ sha256:[0-9a-f]{12}\): cannot be reached: ENOTFOUND/,
    );
  }, 60_000);

  it('HTTP 404 and 500', async () => {
    const [missing, error] = await Promise.all([
      failing(tarball(http.url('/missing.tar.gz'))),
      failing(tarball(http.url('/error.tar.gz'))),
    ]);
    expect(missing).toContain('the server answered HTTP 404');
    expect(error).toContain('the server answered HTTP 500');
  }, 60_000);

  it('a server that accepts the connection and never answers: a timeout, not a hang', async () => {
    const started = Date.now();
    expect(await failing(tarball(http.url('/hang.tar.gz')), { CONTENT_FETCH_TIMEOUT: '2' })).toMatch(
      /did not answer: no answer within 2 s\n {2}The server accepted the connection/,
    );
    expect(Date.now() - started).toBeLessThan(30_000);
  }, 60_000);

  it('an archive whose sha256 is not the pinned one, and a truncated one', async () => {
    const truncated = archive.subarray(0, Math.floor(archive.length / 2));
    const [otherSha, corrupt] = await Promise.all([
      failing(tarball(http.url('/docs.tar.gz'), 'a'.repeat(64))),
      failing(tarball(http.url('/truncated.tar.gz'), sha256(truncated))),
    ]);
    expect(otherSha).toContain(
      `the archive's sha256 is ${sha256(archive)}, not the pinned ${'a'.repeat(64)}`,
    );
    expect(corrupt).toMatch(/the archive is corrupt: .*\n {2}The archive is truncated or is not a \.tar\.gz/);
  }, 60_000);

  it('archive entries that would write outside the folder: .., an absolute path, a link out', async () => {
    const served = (name: keyof typeof UNSAFE) => failing(tarball(http.url(name), sha256(UNSAFE[name])));
    const [climbing, absolute, linkOut] = await Promise.all([
      served('/climbing.tar.gz'),
      served('/absolute.tar.gz'),
      served('/link-out.tar.gz'),
    ]);
    expect(climbing).toContain('holds entries no build may read: "../escaped.md" climbs out with ..');
    expect(absolute).toContain('"/tmp/rslib-absolute.md" is an absolute path');
    expect(linkOut).toContain('"docs/en" is a symbolic link (to "/etc")');
    expect(existsSync(path.join(work, 'escaped.md'))).toBe(false);
    expect(existsSync('/tmp/rslib-absolute.md')).toBe(false);
  }, 60_000);

  it('a commit that does not exist, a missing sub-folder, a tree without en/ and zh/', async () => {
    const url = `file://${at('repo')}`;
    const [noCommit, noFolder, noLanguages] = await Promise.all([
      failing({ '1.0': { git: url, commit: 'b'.repeat(40), path: 'docs' } }),
      failing({ '1.0': { git: url, commit: pinned, path: 'nope' } }),
      failing({ '1.0': { git: url, commit: pinned, path: 'docs/en' } }),
    ]);
    expect(noCommit).toContain(`${url} has no commit ${'b'.repeat(40)}`);
    expect(noFolder).toMatch(/\): has no folder "nope"\n {2}Fix "path"/);
    expect(noLanguages).toContain('has no en/_navigation.yaml and zh/_navigation.yaml');
  }, 60_000);

  it('a branch or tag where a commit belongs, and a file that is not JSON', async () => {
    writeFileSync(at('not-json.json'), '{ "1.0": ');
    const [branch, notJson] = await Promise.all([
      failing({ '1.0': { git: `file://${at('repo')}`, commit: 'main', path: 'docs' } }),
      failing({}, { CONTENT_SOURCES: at('not-json.json') }),
    ]);
    expect(branch).toContain(
      '"commit" must be a full 40-hex commit (got "main"): a branch or tag is not reproducible. Run `npm run content:fetch -- --update` to resolve main to its commit',
    );
    expect(notJson).toMatch(/CONTENT_SOURCES \(.*not-json\.json\) is not valid JSON/);
  }, 60_000);
});

describe('content problems in a fetched tree name the version and the source', () => {
  it('file, line, column and field, after the version and its source', async () => {
    const url = `file://${at('repo')}`;
    const run = await build('dist-broken', { '1.0': { git: url, commit: broken, path: 'docs' } });
    expect(run.status).toBe(1);
    expect(run.out).toContain(`1.0 (${url} @ ${broken.slice(0, 7)}) en/guide/live.md:2:10: field "outline"`);
  }, 120_000);
});

describe('npm run content:fetch -- --update', () => {
  it('pins a git ref to its commit and a tarball to its sha256, in the file', async () => {
    const file = at('to-pin.json');
    writeFileSync(
      file,
      JSON.stringify({
        '1.0': { git: `file://${at('repo')}`, commit: 'v1', path: 'docs' },
        '0.11': { tarball: http.url('/docs.tar.gz'), sha256: 'unknown', path: 'docs' },
      }),
    );
    const run = await runScript('scripts/content-fetch.ts', ['--update'], {
      ...baseEnv,
      CONTENT_SOURCES: file,
      CONTENT_CACHE_DIR: at('cache'),
      CONTENT_DIR: at('folder'),
    });
    expect(run.status, run.out).toBe(0);
    const pinnedFile = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;
    expect(pinnedFile['1.0']).toEqual({
      git: `file://${at('repo')}`,
      commit: pinned,
      ref: 'v1',
      path: 'docs',
    });
    expect(pinnedFile['0.11'].sha256).toBe(sha256(archive));
    expect(run.out).toContain(`1.0: file://${at('repo')} v1 → ${pinned}`);
  }, 120_000);
});
