/**
 * The build's memory between runs: small JSON records in `settings.cacheDir`
 * (never published), and the hashes they hold.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Settings } from '../../content-schema/shared/settings';

export const sha = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/** One hash over the names and bytes of files (a missing file counts as missing), and `extra`. */
export function filesKey(root: string, files: string[], extra: unknown = null): string {
  const hash = createHash('sha256').update(JSON.stringify(extra));
  for (const file of [...files].sort()) {
    const full = path.join(root, file);
    hash.update(`\0${file}\0`).update(existsSync(full) ? readFileSync(full) : '\0missing');
  }
  return hash.digest('hex');
}

const recordFile = (settings: Settings, name: string) =>
  path.join(settings.cacheDir, `${name.replace(/[^\w.-]+/g, '_')}.json`);

export function readRecord<T>(settings: Settings, name: string): T | undefined {
  try {
    return JSON.parse(readFileSync(recordFile(settings, name), 'utf8')) as T;
  } catch {
    return undefined;
  }
}

export function writeRecord(settings: Settings, name: string, value: unknown) {
  mkdirSync(settings.cacheDir, { recursive: true });
  writeFileSync(recordFile(settings, name), JSON.stringify(value));
}
