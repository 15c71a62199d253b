import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { sourceParts } from './routes';
import { siteSettings } from './settings.server';

let cache: Map<string, string> | undefined;

/** Where a content file is in this project's repository, when its version's pages are a folder there. */
function repositoryPathOf(sourceFilePath: string): string | undefined {
  const { root, versions } = siteSettings();
  const { version, lang, rest } = sourceParts(sourceFilePath);
  const source = versions.find((v) => v.name === version)?.source;
  if (source?.kind !== 'folder') return undefined;
  const folder = path.relative(root, source.dir);
  if (folder.startsWith('..') || path.isAbsolute(folder)) return undefined;
  return path.posix.join(folder.split(path.sep).join('/'), lang, rest);
}

/**
 * Date of the last commit that touched each content file of this project,
 * from one `git log` over the versions' folders (a process per page would
 * dominate the build), keyed by path in the repository.
 */
function repositoryDates(): Map<string, string> {
  if (cache) return cache;
  cache = new Map();
  const { root, versions } = siteSettings();
  const folders = versions
    .filter((v) => v.source.kind === 'folder')
    .map((v) => path.relative(root, v.dir))
    .filter((f) => !f.startsWith('..') && !path.isAbsolute(f));
  if (folders.length === 0) return cache;
  let log = '';
  try {
    log = execFileSync(
      'git',
      ['log', '--format=%x00%cI', '--name-only', '--', ...new Set(folders.map((f) => f || '.'))],
      {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
        maxBuffer: 64 * 1024 * 1024,
      },
    );
  } catch {
    return cache;
  }
  for (const block of log.split('\0')) {
    const [date, ...files] = block.trim().split('\n');
    for (const file of files) if (file && !cache.has(file)) cache.set(file, date);
  }
  return cache;
}

/**
 * When a content file (relative to the content folder) last changed: the date
 * of the last commit of this repository that touched it. Files git does not
 * know yet, and pages fetched from another source (whose history is not
 * here), have no date.
 */
export function lastUpdatedOf(sourceFilePath: string): string | undefined {
  const file = repositoryPathOf(sourceFilePath);
  return file === undefined ? undefined : repositoryDates().get(file);
}
