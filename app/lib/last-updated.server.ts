import { execFileSync } from 'node:child_process';

let cache: Map<string, string> | undefined;

/**
 * Date of the last commit that touched each content file, from one `git log`
 * over the whole folder (a process per page would dominate the build).
 * Files git does not know yet have no date.
 */
export function lastUpdatedDates(): Map<string, string> {
  if (cache) return cache;
  cache = new Map();
  let log = '';
  try {
    log = execFileSync('git', ['log', '--format=%x00%cI', '--name-only', '--', 'content'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch {
    return cache;
  }
  for (const block of log.split('\0')) {
    const [date, ...files] = block.trim().split('\n');
    for (const file of files) {
      const key = file.replace(/^content\//, '');
      if (file && !cache.has(key)) cache.set(key, date);
    }
  }
  return cache;
}
