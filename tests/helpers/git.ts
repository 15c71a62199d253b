import { spawnSync } from 'node:child_process';

/**
 * git for the tests' scratch repositories: one author, an environment of
 * PATH and HOME only (the runner's settings variables and git variables stay
 * out), and a failed command throws with git's own message rather than
 * leaving a later assertion to fail on an empty commit id.
 */
function run(date: (() => string) | undefined, cwd: string, args: string[]): string {
  const when = date?.();
  const env: Record<string, string | undefined> = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GIT_AUTHOR_NAME: 'Writer',
    GIT_AUTHOR_EMAIL: 'writer@example.org',
    GIT_COMMITTER_NAME: 'Writer',
    GIT_COMMITTER_EMAIL: 'writer@example.org',
    ...(when ? { GIT_AUTHOR_DATE: when, GIT_COMMITTER_DATE: when } : {}),
  };
  const result = spawnSync('git', args, { cwd, encoding: 'utf8', env: env as NodeJS.ProcessEnv });
  if (result.status !== 0)
    throw new Error(`git ${args.join(' ')} in ${cwd}: ${result.stderr || result.error}`);
  return result.stdout.trim();
}

/** Runs git in `cwd`; its standard output, trimmed. */
export const git = (cwd: string, ...args: string[]) => run(undefined, cwd, args);

/** git whose commits are dated by `date` (called once per command): for tests that read the history's dates. */
export const gitDatedBy =
  (date: () => string) =>
  (cwd: string, ...args: string[]) =>
    run(date, cwd, args);
