/**
 * The build's last check: no file it wrote carries a NUL (U+0000) or a
 * replacement character (U+FFFD, or bytes that are not UTF-8 and would decode
 * to it). Either means text was corrupted on its way out (see
 * app/lib/render-document.server.ts), and a reader or crawler would meet it.
 */
import { isUtf8 } from 'node:buffer';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** The files checked: everything textual the build writes (pages, data, Markdown copies, feeds, llms files, search index, sitemap, assets). */
const TEXT_FILE = /(\.(html|data|md|txt|xml|json|js|css|svg|webmanifest)|^_headers|^_redirects)$/;

/** NUL (`\0`) and U+FFFD: the two marks of corrupted text. */
const CORRUPTED = /[\0\uFFFD]/g;

export type Corruption = {
  char: 'U+0000' | 'U+FFFD' | 'invalid UTF-8';
  byte: number;
  index: number;
  line: number;
  column: number;
};

const REPLACEMENT_BYTES = Buffer.from('\uFFFD', 'utf8');

/** The first corrupted character of a file's bytes, or undefined. */
export function findCorruption(bytes: Uint8Array): Corruption | undefined {
  // Native scans first (no decoding): almost every file is clean.
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.indexOf(0) === -1 && buffer.indexOf(REPLACEMENT_BYTES) === -1 && isUtf8(buffer))
    return undefined;
  const text = new TextDecoder('utf-8').decode(bytes);
  const index = text.search(CORRUPTED);
  if (index === -1) return undefined;
  const before = text.slice(0, index);
  // The text before the first U+FFFD is valid UTF-8, so its length in bytes is the offset.
  const byte = Buffer.byteLength(before, 'utf8');
  const literal =
    text[index] === '\u0000' ||
    (bytes[byte] === 0xef && bytes[byte + 1] === 0xbf && bytes[byte + 2] === 0xbd);
  const char = text[index] === '\u0000' ? 'U+0000' : literal ? 'U+FFFD' : 'invalid UTF-8';
  const line = before.split('\n').length;
  return { char, byte, index, line, column: index - before.lastIndexOf('\n') };
}

async function* textFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(full);
    else if (TEXT_FILE.test(entry.name)) yield full;
  }
}

/**
 * One message per corrupted file under `dir`, naming the file (relative to
 * `dir`) and where. A file with more than one link was hard-linked from the
 * previous output because its bytes were the same (output.ts), and the
 * build that wrote that output checked them: it is not read again (after a
 * one-page edit of a 3,014-page site, 1.7 s of the warm build).
 */
export async function checkOutputBytes(dir: string): Promise<string[]> {
  const problems: string[] = [];
  const files: string[] = [];
  for await (const file of textFiles(dir)) files.push(file);
  // A few reads in flight at a time: the files were just written, so this is mostly waiting on calls.
  let next = 0;
  const reader = async () => {
    while (next < files.length) {
      const file = files[next++];
      if ((await stat(file)).nlink > 1) continue;
      const bytes = await readFile(file);
      const found = findCorruption(bytes);
      if (!found) continue;
      const count = new TextDecoder().decode(bytes).match(CORRUPTED)?.length ?? 0;
      problems.push(
        `${path.relative(dir, file)}: ${found.char} at byte ${found.byte} (character ${found.index}, line ${found.line}, column ${found.column})` +
          (count > 1 ? `, ${count} corrupted characters in the file` : ''),
      );
    }
  };
  await Promise.all(Array.from({ length: 8 }, reader));
  return problems.sort();
}
