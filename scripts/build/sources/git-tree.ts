/**
 * A git source's tree at its pinned commit, with the `git` client: an empty
 * repository fetches that one commit (a full fetch when the server refuses
 * to hand out a commit by its id), then checks its files out into a folder
 * of their own, without `.git`.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { envWith } from '../../../content-schema/shared/settings';

/** Why a git command failed, in the words of the messages (`SourceError`). */
export class GitFailure extends Error {
  constructor(
    readonly kind: 'unreachable' | 'timeout' | 'missing-commit' | 'failed',
    readonly detail: string,
  ) {
    super(detail);
  }
}

/**
 * Git's environment for fetching a source: this process's, without what
 * points git at another repository (a build in a scratch copy sets GIT_DIR
 * to read the project's history), never prompting.
 */
function env(timeoutMs: number): NodeJS.ProcessEnv {
  const out = envWith({
    // Never wait for a password on a terminal nobody is at.
    GIT_TERMINAL_PROMPT: '0',
    // An HTTP transfer slower than 1 KB/s for this long is given up.
    GIT_HTTP_LOW_SPEED_LIMIT: '1000',
    GIT_HTTP_LOW_SPEED_TIME: String(Math.max(1, Math.ceil(timeoutMs / 1000))),
  });
  for (const key of [
    'GIT_DIR',
    'GIT_WORK_TREE',
    'GIT_INDEX_FILE',
    'GIT_OBJECT_DIRECTORY',
    'GIT_ALTERNATE_OBJECT_DIRECTORIES',
    'GIT_COMMON_DIR',
  ])
    delete out[key];
  return out;
}

async function git(args: string[], timeoutMs: number): Promise<string> {
  // execFile, not tinyexec: tinyexec adds this process's environment back, GIT_DIR included.
  const result = await new Promise<{ code: number | null; killed: boolean; stdout: string; stderr: string }>(
    (resolve) =>
      execFile(
        'git',
        args,
        { env: env(timeoutMs), timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 },
        (error, stdout, stderr) =>
          resolve({
            code: error ? (typeof error.code === 'number' ? error.code : null) : 0,
            killed: Boolean(error?.killed),
            stdout,
            stderr,
          }),
      ),
  );
  if (result.code === 0) return result.stdout;
  const output = `${result.stderr}${result.stdout}`.trim();
  if (result.killed)
    throw new GitFailure(
      'timeout',
      `git ${args[2] ?? args[0]} did not finish within ${Math.round(timeoutMs / 1000)} s`,
    );
  if (
    /could not resolve host|connection refused|unable to access|could not read from remote|unable to connect|no route to host|network is unreachable|does not appear to be a git repository|repository .* not found/i.test(
      output,
    )
  )
    throw new GitFailure('unreachable', output.split('\n').find((l) => l.trim()) ?? output);
  throw new GitFailure('failed', output);
}

/** Fetches `commit` of `url` and writes its files into `dest` (which must not exist yet). */
export async function fetchGitTree(
  url: string,
  commit: string,
  dest: string,
  timeoutMs: number,
): Promise<void> {
  const repo = `${dest}.git`;
  mkdirSync(path.dirname(dest), { recursive: true });
  await git(['init', '--quiet', '--bare', repo], timeoutMs);
  const inRepo = ['--git-dir', repo];
  try {
    await git([...inRepo, 'fetch', '--quiet', '--depth=1', '--no-tags', url, commit], timeoutMs);
  } catch (error) {
    if (!(error instanceof GitFailure) || error.kind !== 'failed') throw error;
    // Servers that do not serve a commit by its id: fetch every branch and tag, then look.
    await git(
      [
        ...inRepo,
        'fetch',
        '--quiet',
        '--no-tags',
        url,
        '+refs/heads/*:refs/remotes/all/*',
        '+refs/tags/*:refs/tags/*',
      ],
      timeoutMs,
    );
  }
  try {
    await git([...inRepo, 'cat-file', '-e', `${commit}^{commit}`], timeoutMs);
  } catch {
    throw new GitFailure('missing-commit', `${url} has no commit ${commit}`);
  }
  mkdirSync(dest, { recursive: true });
  await git([...inRepo, '--work-tree', dest, 'checkout', '--quiet', '--force', commit, '--', '.'], timeoutMs);
}

/** The commit a branch or tag of `url` points at (`content:fetch --update`). */
export async function resolveRef(url: string, ref: string, timeoutMs: number): Promise<string> {
  const out = await git(['ls-remote', url, ref, `${ref}^{}`], timeoutMs);
  const lines = out
    .split('\n')
    .filter(Boolean)
    .map((l) => l.split('\t'));
  // A tag's peeled line (^{}) names its commit; a branch has one line.
  const peeled = lines.find(([, name]) => name.endsWith('^{}'));
  const found = peeled ?? lines[0];
  if (!found) throw new GitFailure('missing-commit', `${url} has no branch or tag "${ref}"`);
  return found[0];
}
