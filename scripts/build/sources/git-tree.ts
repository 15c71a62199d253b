/**
 * A git source, with the `git` client: an empty repository of our own
 * fetches the pinned commit (a full fetch when the server refuses to hand
 * out a commit by its id), its tree is listed (only files and folders, within
 * the limits on files and bytes) before anything is checked out, then its
 * files are written into a folder of their own, exactly as committed.
 *
 * The sources file is data, never arguments: `--` comes before every URL,
 * and git runs with only the transports a source may name, without the
 * `GIT_*` variables of the environment it was started from (a build inside a
 * git hook, a scratch copy's GIT_DIR, replace refs, grafts, a shallow file or
 * config given on the command line would change what is fetched or how it
 * is read), without hooks, attributes or filters that would run a program or
 * change the bytes written.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { envWith, type FetchLimits } from '../../../content-schema/shared/settings';
import type { FetchWatch } from './fetch-watch';
import { FetchFailure, limitFailure, megabytes } from './source-error';
import type { Listing } from './tree-check';

const MB = 1024 * 1024;

/** Git variables kept: they say how to reach an ssh server, as the deployer set them up. */
const KEPT_GIT_VARIABLES = new Set(['GIT_SSH', 'GIT_SSH_COMMAND', 'GIT_SSH_VARIANT', 'GIT_ASKPASS']);

/** Git's environment: this process's, without the `GIT_*` variables, never prompting. */
function env(limits: FetchLimits): NodeJS.ProcessEnv {
  const out = envWith({});
  for (const key of Object.keys(out))
    if (key.startsWith('GIT_') && !KEPT_GIT_VARIABLES.has(key)) delete out[key];
  return {
    ...out,
    // Never wait for a password on a terminal nobody is at.
    GIT_TERMINAL_PROMPT: '0',
    // What a commit names is what its objects hash to, whatever refs/replace/ says.
    GIT_NO_REPLACE_OBJECTS: '1',
    // An HTTP transfer slower than 1 KB/s for the idle wait is given up.
    GIT_HTTP_LOW_SPEED_LIMIT: '1000',
    GIT_HTTP_LOW_SPEED_TIME: String(Math.ceil(limits.idleSeconds)),
  };
}

/** Configuration given to every git command: it wins over the user's and the repository's. */
const CONFIG = [
  // The transports a source may name (content-sources.ts), and no other, also after a redirect.
  'protocol.allow=never',
  'protocol.https.allow=always',
  'protocol.ssh.allow=always',
  'protocol.git.allow=always',
  'protocol.file.allow=always',
  'core.hooksPath=/dev/null',
  'core.fsmonitor=false',
  // A link that slipped past the listing is written as a file holding its target.
  'core.symlinks=false',
].flatMap((setting) => ['-c', setting]);

/** Attributes of our own repositories: checked-out bytes are the committed ones, no filter runs. */
const ATTRIBUTES = '* -text -eol -ident -filter -working-tree-encoding\n';

/** Bytes under `dir` (a repository receiving a pack). */
function bytesIn(dir: string): number {
  let total = 0;
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const stat = statSync(path.join(dir, name), { throwIfNoEntry: false });
    if (stat?.isFile()) total += stat.size;
  }
  return total;
}

interface Run {
  limits: FetchLimits;
  /** For commands that talk to a server: its output and a growing repository restart the idle wait. */
  watch?: FetchWatch;
  /** A repository receiving objects: past the download limit, git is stopped. */
  receiving?: string;
}

/** Lines of git's output that are progress, not the reason it failed. */
const PROGRESS =
  /^(remote: )?(Enumerating|Counting|Compressing|Receiving|Resolving|Total|Unpacking|Updating)|^\s*$/;

async function git(args: string[], { limits, watch, receiving }: Run): Promise<string> {
  const child = spawn('git', [...CONFIG, ...args], {
    env: env(limits),
    signal: watch?.signal,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stdout: Buffer[] = [];
  let stderr = '';
  let received = 0;
  let tooBig = false;
  watch?.touch();
  child.stdout.on('data', (chunk: Buffer) => {
    watch?.touch();
    stdout.push(chunk);
  });
  child.stderr.on('data', (chunk: Buffer) => {
    watch?.touch();
    stderr += chunk.toString();
  });
  // The bytes of a fetch are counted where they land: git has no limit of its own.
  const measure = () => {
    if (!receiving) return;
    const now = bytesIn(receiving);
    if (now > received) watch?.touch();
    received = now;
    if (received > limits.downloadMB * MB && !tooBig) {
      tooBig = true;
      child.kill('SIGKILL');
    }
  };
  const meter = receiving ? setInterval(measure, 250) : undefined;
  const code = await new Promise<number | null>((resolve) => {
    child.on('error', () => resolve(null));
    child.on('close', (exit) => resolve(exit));
  });
  clearInterval(meter);
  watch?.pause();
  measure();
  const clock = watch?.failure();
  if (clock) throw clock;
  if (tooBig || received > limits.downloadMB * MB)
    throw limitFailure('downloadMB', limits, `the fetch went past ${megabytes(limits.downloadMB * MB)}`);
  if (code === 0) return Buffer.concat(stdout).toString('utf8');
  const output = `${stderr}${Buffer.concat(stdout).toString('utf8')}`
    .split(/[\r\n]+/)
    .filter((line) => !PROGRESS.test(line))
    .join('\n')
    .trim();
  if (
    /could not resolve host|connection refused|unable to access|could not read from remote|unable to connect|no route to host|network is unreachable|does not appear to be a git repository|repository .* not found/i.test(
      output,
    )
  )
    throw new FetchFailure('unreachable', output.split('\n').find((l) => l.trim()) ?? output);
  throw new FetchFailure(
    'failed',
    output || `git ${args.find((a) => !a.startsWith('-'))} exited with ${code}`,
  );
}

/** An empty bare repository of our own at `repo`. */
async function initRepo(repo: string, limits: FetchLimits) {
  mkdirSync(path.dirname(repo), { recursive: true });
  await git(['init', '--quiet', '--bare', '--', repo], { limits });
  mkdirSync(path.join(repo, 'info'), { recursive: true });
  writeFileSync(path.join(repo, 'info', 'attributes'), ATTRIBUTES);
}

/**
 * Fetches `commit` of `url` into a new repository `repo`; throws a
 * `FetchFailure` unless the repository then holds that commit.
 */
export async function fetchCommit(
  url: string,
  commit: string,
  repo: string,
  limits: FetchLimits,
  watch: FetchWatch,
): Promise<void> {
  await initRepo(repo, limits);
  const inRepo = ['--git-dir', repo];
  const remote = { limits, watch, receiving: repo };
  try {
    await git([...inRepo, 'fetch', '--progress', '--depth=1', '--no-tags', '--', url, commit], remote);
  } catch (error) {
    if (!(error instanceof FetchFailure) || error.kind !== 'failed') throw error;
    // Servers that do not serve a commit by its id: fetch every branch and tag, then look.
    await git(
      [
        ...inRepo,
        'fetch',
        '--progress',
        '--no-tags',
        '--',
        url,
        '+refs/heads/*:refs/remotes/all/*',
        '+refs/tags/*:refs/tags/*',
      ],
      remote,
    );
  }
  try {
    await git([...inRepo, 'cat-file', '-e', `${commit}^{commit}`], { limits });
  } catch {
    throw new FetchFailure('missing-commit', `${url} has no commit ${commit}`);
  }
}

/**
 * Whether the repository `cached` (from the cache, so not trusted) holds
 * `commit`: it is fetched from there into a new repository `fresh`, whose
 * `index-pack` hashes every object it receives, so a repository made by hand
 * cannot pass it off. Only git's upload-pack reads `cached`, which keeps to
 * what is safe in a repository of unknown origin.
 */
export async function fetchCommitFromCache(
  cached: string,
  commit: string,
  fresh: string,
  limits: FetchLimits,
  watch: FetchWatch,
): Promise<boolean> {
  await initRepo(fresh, limits);
  try {
    await git(
      [
        '-c',
        'uploadpack.allowAnySHA1InWant=true',
        '--git-dir',
        fresh,
        'fetch',
        '--quiet',
        '--depth=1',
        '--no-tags',
        '--',
        `file://${path.resolve(cached)}`,
        commit,
      ],
      { limits, watch, receiving: fresh },
    );
    await git(['--git-dir', fresh, 'cat-file', '-e', `${commit}^{commit}`], { limits });
    return true;
  } catch (error) {
    if (error instanceof FetchFailure && error.kind === 'limit') throw error;
    return false;
  }
}

/**
 * The log of `commit` under `paths` (with the translation status's
 * `options`, scripts/translations/history.ts) out of the cached repository `cached`, not trusted: its history is fetched
 * into a new repository `fresh`, whose `index-pack` hashes every object, and
 * logged there, so that only git's upload-pack reads `cached` (as for
 * `fetchCommitFromCache`). Undefined when the cache holds only part of that
 * history: a source is fetched at depth 1 unless its server refused to hand
 * out a commit by its id (`fetchCommit`).
 */
export async function logFromCache(
  cached: string,
  commit: string,
  fresh: string,
  log: { options: string[]; paths: string[] },
  limits: FetchLimits,
  watch: FetchWatch,
): Promise<string | undefined> {
  await initRepo(fresh, limits);
  const inFresh = ['--git-dir', fresh];
  await git(
    [
      '-c',
      'uploadpack.allowAnySHA1InWant=true',
      ...inFresh,
      'fetch',
      '--quiet',
      '--no-tags',
      '--',
      `file://${path.resolve(cached)}`,
      commit,
    ],
    { limits, watch, receiving: fresh },
  );
  const shallow = await git([...inFresh, 'rev-parse', '--is-shallow-repository'], { limits });
  if (shallow.trim() !== 'false') return undefined;
  return git([...inFresh, ...log.options, commit, '--', ...log.paths], { limits });
}

/** A file's git blob id, to compare a checked-out tree with its commit. */
export const gitBlobId = (bytes: Buffer) =>
  createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');

/**
 * What `commit` holds, from `repo` (one of our own): every folder, and every
 * file with its blob id. Links and submodules are refused by name, and the
 * limits on files and bytes apply, before anything is written.
 */
export async function commitListing(repo: string, commit: string, limits: FetchLimits): Promise<Listing> {
  const out = await git(['--git-dir', repo, 'ls-tree', '-r', '-t', '-l', '-z', '--full-tree', commit], {
    limits,
  });
  const listing: Listing = { files: new Map(), dirs: new Set() };
  const refused: string[] = [];
  let bytes = 0;
  const records = out.split('\0').filter(Boolean);
  if (records.length > limits.files)
    throw limitFailure(
      'files',
      limits,
      `the commit holds ${records.length.toLocaleString('en')} files and folders`,
    );
  for (const record of records) {
    const tab = record.indexOf('\t');
    const [mode, , id, size] = record.slice(0, tab).split(/ +/);
    const name = record.slice(tab + 1);
    if (mode === '040000') listing.dirs.add(name);
    else if (mode === '100644' || mode === '100755') {
      listing.files.set(name, id);
      bytes += Number(size);
    } else
      refused.push(
        `"${name}" is ${mode === '120000' ? 'a symbolic link' : mode === '160000' ? 'a submodule' : `of mode ${mode}`}`,
      );
  }
  if (refused.length)
    throw new FetchFailure(
      'unsafe',
      `${refused.slice(0, 3).join('; ')}${refused.length > 3 ? ` (and ${refused.length - 3} more)` : ''}`,
    );
  if (bytes > limits.unpackedMB * MB)
    throw limitFailure('unpackedMB', limits, `the commit's files add up to ${megabytes(bytes)}`);
  return listing;
}

/** Writes the files of `commit` (listed, so only files and folders) from `repo` into `dest`. */
export async function checkout(repo: string, commit: string, dest: string, limits: FetchLimits) {
  mkdirSync(dest, { recursive: true });
  await git(['--git-dir', repo, '--work-tree', dest, 'checkout', '--quiet', '--force', commit, '--', '.'], {
    limits,
  });
}

/** The commit a branch or tag of `url` points at (`content:fetch --update`). */
export async function resolveRef(
  url: string,
  ref: string,
  limits: FetchLimits,
  watch: FetchWatch,
): Promise<string> {
  const out = await git(['ls-remote', '--', url, ref, `${ref}^{}`], { limits, watch });
  const lines = out
    .split('\n')
    .filter(Boolean)
    .map((l) => l.split('\t'));
  // A tag's peeled line (^{}) names its commit; a branch has one line.
  const peeled = lines.find(([, name]) => name.endsWith('^{}'));
  const found = peeled ?? lines[0];
  if (!found) throw new FetchFailure('missing-commit', `${url} has no branch or tag "${ref}"`);
  return found[0];
}
