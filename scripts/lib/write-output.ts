import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Folders already made in this process: one `mkdir` per folder, not per file. */
const madeDirs = new Set<string>();

/** Writes `body` to `file` under `outDir`, making its folder when needed. */
export async function writeOutput(outDir: string, file: string, body: ArrayBuffer | string) {
  const target = path.join(outDir, file);
  const dir = path.dirname(target);
  if (!madeDirs.has(dir)) {
    await mkdir(dir, { recursive: true });
    madeDirs.add(dir);
  }
  await writeFile(target, typeof body === 'string' ? body : Buffer.from(body));
}
