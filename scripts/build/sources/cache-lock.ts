/**
 * One process at a time in a content cache: two builds, or a build beside
 * `npm run dev`, would otherwise check, replace and link each other's trees
 * halfway. The lock (proper-lockfile: a folder made atomically, kept fresh
 * while its holder lives, taken over once stale) is held while sources are
 * fetched, verified and linked, never while the content is built.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/** Takes the lock of `cacheDir`, waiting up to `waitMs` for its holder; resolves with the release. */
export async function lockCache(cacheDir: string, waitMs: number): Promise<() => Promise<void>> {
  mkdirSync(cacheDir, { recursive: true });
  const lockfilePath = path.join(cacheDir, '.lock');
  const options = {
    realpath: false,
    lockfilePath,
    // A holder that died (killed mid-fetch) leaves a lock nobody refreshes: taken over after a minute.
    stale: 60_000,
    update: 15_000,
    onCompromised: (error: Error) =>
      console.warn(`The lock of ${cacheDir} was taken over while held (${error.message}).`),
  };
  try {
    return await lockfile.lock(cacheDir, options);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
  }
  console.log(`Waiting for another build or dev server that is using ${cacheDir} (${lockfilePath})…`);
  const retries = Math.ceil(waitMs / 500);
  return lockfile.lock(cacheDir, {
    ...options,
    retries: { retries, factor: 1, minTimeout: 500, maxTimeout: 500 },
  });
}
