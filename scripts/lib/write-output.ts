import { link, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Folders made or being made in this process: one `mkdir` per folder, not
 * per file, also when many files of a folder are written at once.
 */
const madeDirs = new Map<string, Promise<unknown>>();

function madeDir(dir: string): Promise<unknown> {
  let made = madeDirs.get(dir);
  if (!made) {
    made = mkdir(dir, { recursive: true });
    madeDirs.set(dir, made);
  }
  return made;
}

/** Whether `file` holds exactly `bytes` (false when it cannot be read). */
const holds = (file: string, bytes: Buffer) =>
  readFile(file).then(
    (old) => old.equals(bytes),
    () => false,
  );

/**
 * Writes `body` to `file` under `outDir`, making its folder when needed.
 *
 * `previous`: the output folder this one will replace. When it holds the
 * same bytes at the same path, the file is hard-linked from there instead of
 * written: making a file costs these machines about 0.4 ms and a link
 * about 0.015 ms, and after a one-page edit nearly every file of a large site
 * is unchanged. A file is only ever created, never written into (`wx`), so a
 * file shared with `previous` is never changed: a build that fails leaves the
 * previous output as it was.
 */
export async function writeOutput(
  outDir: string,
  file: string,
  body: ArrayBuffer | string,
  previous?: string,
) {
  const target = path.join(outDir, file);
  await madeDir(path.dirname(target));
  const bytes = typeof body === 'string' ? Buffer.from(body) : Buffer.from(body);
  if (previous !== undefined) {
    const old = path.join(previous, file);
    if (await holds(old, bytes)) {
      try {
        await link(old, target);
        return;
      } catch {
        // No hard links here (another device, a file system without them): written below.
      }
    }
  }
  await writeFile(target, bytes, { flag: 'wx' });
}
