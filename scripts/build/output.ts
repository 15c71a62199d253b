import { existsSync } from 'node:fs';
import { link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
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

/** The same file in `previous`, the output folder this one will replace (undefined: none). */
export const previousFile = (previous: string | undefined, file: string) =>
  previous === undefined ? undefined : path.join(previous, file);

/**
 * Writes `body` to `file` under `outDir`, making its folder when needed.
 *
 * `linkFrom`: the previous build's file of the same role (usually
 * `previousFile(previous, file)`). When it holds the same bytes, the file is
 * hard-linked from it instead of written: making a file costs these machines
 * about 0.4 ms and a link about 0.015 ms, and after a one-page edit nearly
 * every file of a large site is unchanged. A file is only ever created, never
 * written into (`wx`), so a file shared with the previous output is never
 * changed: a build that fails leaves that output as it was.
 */
export async function writeOutput(
  outDir: string,
  file: string,
  body: Uint8Array | ArrayBuffer | string,
  linkFrom?: string,
  /** `unchanged`: the caller has just read `linkFrom` and found `body` in it (a reused page). */
  { unchanged = false }: { unchanged?: boolean } = {},
) {
  const target = path.join(outDir, file);
  await madeDir(path.dirname(target));
  const bytes =
    typeof body === 'string'
      ? Buffer.from(body)
      : body instanceof Uint8Array
        ? Buffer.from(body.buffer, body.byteOffset, body.byteLength)
        : Buffer.from(body);
  if (linkFrom !== undefined && (unchanged || (await holds(linkFrom, bytes)))) {
    try {
      await link(linkFrom, target);
      return;
    } catch {
      // No hard links here (another device, a file system without them): written below.
    }
  }
  await writeFile(target, bytes, { flag: 'wx' });
}

/**
 * The folder a build writes into: a fresh one beside `outDir`, which
 * replaces `outDir` only once everything succeeded, so that a failed build
 * never leaves a half-written output.
 */
export async function openOutput(outDir: string) {
  const dir = `${outDir}.tmp-${process.pid}`;
  await rm(dir, { recursive: true, force: true });
  return {
    dir,
    async publish() {
      const old = `${outDir}.old-${process.pid}`;
      if (existsSync(outDir)) await rename(outDir, old);
      await rename(dir, outDir);
      await rm(old, { recursive: true, force: true });
    },
    discard: () => rm(dir, { recursive: true, force: true }),
  };
}
