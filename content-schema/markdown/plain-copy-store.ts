/**
 * Where the content build keeps each page's plain Markdown copy, made from
 * the same parse as its compile (compile.ts): one file per page under
 * `.contentlayer/generated/markdown-copies/`, beside Contentlayer's indexes, with
 * the page's record holding only a key. The prerender reads the file instead
 * of parsing the page again, and only when the key still matches: the key
 * covers the copy and the options it was made with (labels, origin, route),
 * so an edited, half-written or out-of-date file is never used: the reader
 * (`plainCopyOf`, app/lib/content.server.ts) fails instead, since the
 * content build is the only maker of copies.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PlainMarkdownOptions } from './plain-options';

export const MARKDOWN_COPIES_DIR = 'markdown-copies';

const plainCopyKey = (options: PlainMarkdownOptions, copy: string) =>
  createHash('sha256').update(JSON.stringify(options)).update('\0').update(copy).digest('hex');

const fileOf = (dir: string, sourceFilePath: string) => path.join(dir, sourceFilePath);

/** Writes the copy (whole or not at all: a temporary file renamed into place) and returns its key. */
export function storePlainCopy(
  dir: string,
  sourceFilePath: string,
  copy: string,
  options: PlainMarkdownOptions,
): string {
  const file = fileOf(dir, sourceFilePath);
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, copy);
  renameSync(tmp, file);
  return plainCopyKey(options, copy);
}

/** The stored copy when it is the one `key` names for these options, else undefined. */
export function readPlainCopy(
  dir: string,
  sourceFilePath: string,
  key: string | undefined,
  options: PlainMarkdownOptions,
): string | undefined {
  if (!key) return undefined;
  let copy: string;
  try {
    copy = readFileSync(fileOf(dir, sourceFilePath), 'utf8');
  } catch {
    return undefined;
  }
  return plainCopyKey(options, copy) === key ? copy : undefined;
}
