/**
 * When each content file last changed, from git: one `git log --name-only`
 * per repository (a process per page would cost seconds: @lunariajs/core's
 * way took 14 s for this site's 236 pages, one pass takes 0.1 s), over the
 * `en/` and `zh/` folders of every version whose pages live there.
 *
 * - A version in a folder: the history of the repository that folder is in
 *   (this project's for `content/`; a `--local` checkout's own).
 * - A version fetched from a git source: the history of its pinned commit,
 *   read out of the cached repository (git-tree.ts, `logFromCache`) when
 *   the cache holds that history; a source fetched at depth 1 does not.
 * - Otherwise nothing is known, and the reason says why in plain words: a
 *   tarball, a folder outside git, a shallow clone (which has only part of
 *   the history, so any answer would be a guess).
 *
 * Only committed changes count. A commit whose message ends with the trailer
 * `Translation: not-needed` (a typo fix) is listed but does not count as a
 * change of the files it touches, for either language.
 */
import { existsSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Settings } from '../../content-schema/shared/settings';
import { runCommand } from '../lib/commands';
import { evidenceOf } from '../build/sources/cache-entry';
import { fetchWatch } from '../build/sources/fetch-watch';
import { logFromCache } from '../build/sources/git-tree';

/** The git trailer that says a commit needs no translation: `Translation: not-needed`. */
export const NOT_NEEDED_TRAILER = { key: 'Translation', value: 'not-needed' } as const;

/** A commit of the log. */
interface LoggedCommit {
  /** Its place in the log, newest first (`--date-order`: never before a commit that descends from it). */
  order: number;
  commit: string;
  /** Committer date, ISO 8601. */
  date: string;
}

export interface FileHistory {
  /** The newest commit that touched the file and counts for translation (none: every one was marked not needed). */
  counted?: LoggedCommit;
}

/** The files of a version (paths relative to its folder: `en/guide/x.md`), or why their history is unknown. */
export type VersionHistory = { files: Map<string, FileHistory> } | { unknown: string };

type Version = Settings['versions'][number];

const LANG_FOLDERS = ['en', 'zh'];

/**
 * Configuration over the user's and the repository's (a folder's repository
 * may be anyone's): no program run on reading the index, no signature
 * checked or printed into the log.
 */
const SAFE_CONFIG = ['-c', 'core.fsmonitor=false', '-c', 'log.showSignature=false'];

/** `git log` options: names NUL-separated, no renames (a moved file is a change), no colour. */
const LOG_OPTIONS = [
  ...SAFE_CONFIG,
  'log',
  '--no-color',
  '--date-order',
  '--no-renames',
  '-z',
  '--name-only',
  `--format=%x00%H %cI %(trailers:key=${NOT_NEEDED_TRAILER.key},valueonly,separator=%x2C)`,
];

/**
 * The log's files by path (from the repository's root): with `-z`, each
 * commit is an empty field, its header (`<sha> <date> <trailer values>`),
 * then its file names, the first after a newline.
 */
function parseLog(log: string): Map<string, FileHistory> {
  const files = new Map<string, FileHistory>();
  const fields = log.split('\0');
  let order = -1;
  let current: { commit: LoggedCommit; counts: boolean } | undefined;
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i];
    if (field === '') {
      const header = /^([0-9a-f]{40,64}) (\S+) ?(.*)$/s.exec(fields[i + 1] ?? '');
      if (!header) continue;
      i++;
      order++;
      const marked = header[3]
        .split(',')
        .some((value) => value.trim().toLowerCase() === NOT_NEEDED_TRAILER.value);
      current = { commit: { order, commit: header[1], date: header[2] }, counts: !marked };
      continue;
    }
    if (!current) continue;
    const name = field.startsWith('\n') ? field.slice(1) : field;
    if (!name) continue;
    const file = files.get(name) ?? {};
    // Newest first: the first counting commit met is the file's last change.
    if (current.counts && !file.counted) file.counted = current.commit;
    files.set(name, file);
  }
  return files;
}

/** Why git failed: the last line of its message, without `fatal:`. */
const gitReason = (error: unknown) =>
  (error instanceof Error ? error.message : String(error))
    .split('\n')
    .map((line) => line.replace(/^(fatal|error): /, '').trim())
    .filter(Boolean)
    .slice(-1)[0] ?? 'git failed';

/** The files of a log under `prefix` (a version's folder in the repository), relative to that folder. */
function within(files: Map<string, FileHistory>, prefix: string): Map<string, FileHistory> {
  const out = new Map<string, FileHistory>();
  const start = prefix ? `${prefix}/` : '';
  for (const [name, history] of files) if (name.startsWith(start)) out.set(name.slice(start.length), history);
  return out;
}

/** The repository a folder is in: its root and whether it is shallow; or why there is none. */
async function repositoryOf(dir: string): Promise<{ root: string; shallow: boolean } | { unknown: string }> {
  try {
    const { stdout } = await runCommand(
      'git',
      [...SAFE_CONFIG, 'rev-parse', '--is-shallow-repository', '--show-toplevel'],
      {
        cwd: dir,
        quiet: true,
      },
    );
    const [shallow, root] = stdout.trim().split('\n');
    return { root: realpathSync(root), shallow: shallow === 'true' };
  } catch (error) {
    return {
      unknown: /not a git repository/i.test(String(error))
        ? 'its folder is not in a git repository'
        : `git could not read its folder: ${gitReason(error)}`,
    };
  }
}

const SHALLOW =
  'the repository is a shallow clone, which holds only part of the history (run `git fetch --unshallow`; in GitHub Actions, give actions/checkout `fetch-depth: 0`)';

/** The versions read from folders: one log per repository, over the language folders of each. */
async function folderHistories(versions: Version[]): Promise<Map<string, VersionHistory>> {
  const out = new Map<string, VersionHistory>();
  const byRepository = new Map<string, { version: Version; prefix: string }[]>();
  for (const version of versions) {
    const repository = existsSync(version.dir)
      ? await repositoryOf(version.dir)
      : { unknown: 'its folder does not exist' };
    if ('unknown' in repository) out.set(version.name, repository);
    else if (repository.shallow) out.set(version.name, { unknown: SHALLOW });
    else {
      const prefix = path.relative(repository.root, realpathSync(version.dir)).split(path.sep).join('/');
      byRepository.set(repository.root, [...(byRepository.get(repository.root) ?? []), { version, prefix }]);
    }
  }
  for (const [root, members] of byRepository) {
    const paths = members.flatMap(({ prefix }) =>
      LANG_FOLDERS.map((lang) => `:(literal)${prefix ? `${prefix}/` : ''}${lang}`),
    );
    try {
      const { stdout } = await runCommand('git', [...LOG_OPTIONS, '--', ...paths], {
        cwd: root,
        quiet: true,
      });
      const files = parseLog(stdout);
      for (const { version, prefix } of members) out.set(version.name, { files: within(files, prefix) });
    } catch (error) {
      const unknown = /does not have any commits yet/.test(String(error))
        ? 'its repository has no commits yet'
        : `git log failed: ${gitReason(error)}`;
      for (const { version } of members) out.set(version.name, { unknown });
    }
  }
  return out;
}

/** A version fetched from a git source: the history of its pinned commit, when the cache holds it. */
async function gitSourceHistory(version: Version, settings: Settings): Promise<VersionHistory> {
  const { source } = version;
  if (source.kind !== 'git') return { unknown: 'an archive carries no history' };
  const cached = evidenceOf(source);
  if (!existsSync(cached))
    return { unknown: 'its repository is not in the cache yet (npm run content:fetch)' };
  const fetchedAtDepth1 = 'it was fetched without its history (only the pinned commit is in the cache)';
  if (existsSync(path.join(cached, 'shallow'))) return { unknown: fetchedAtDepth1 };
  const fresh = mkdtempSync(path.join(settings.contentCacheDir, '.history-'));
  const watch = fetchWatch(settings.contentFetch);
  const prefix = source.path.replace(/^\/+|\/+$/g, '');
  try {
    const log = await logFromCache(
      cached,
      source.commit,
      path.join(fresh, 'repo.git'),
      {
        options: LOG_OPTIONS,
        paths: LANG_FOLDERS.map((lang) => `:(literal)${prefix ? `${prefix}/` : ''}${lang}`),
      },
      settings.contentFetch,
      watch,
    );
    return log === undefined ? { unknown: fetchedAtDepth1 } : { files: within(parseLog(log), prefix) };
  } catch (error) {
    return { unknown: `its cached repository could not be read: ${gitReason(error)}` };
  } finally {
    watch.done();
    rmSync(fresh, { recursive: true, force: true });
  }
}

/** The history of every version's files, by version name. Never throws for want of history: says why instead. */
export async function versionHistories(settings: Settings): Promise<Map<string, VersionHistory>> {
  const folders = settings.versions.filter((v) => v.source.kind === 'folder');
  const out = await folderHistories(folders);
  for (const version of settings.versions)
    if (version.source.kind !== 'folder') out.set(version.name, await gitSourceHistory(version, settings));
  return out;
}
