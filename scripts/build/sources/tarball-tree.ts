/**
 * A tarball source: the `.tar.gz` is downloaded with fetch (a deadline for
 * the answer and for each stretch of silence in the body), checked against
 * its pinned sha256, listed entry by entry (nothing may land outside the
 * folder: no absolute path, no `..`, no link leading out), then unpacked
 * with `tar`.
 */
import { createHash } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable, Transform } from 'node:stream';
import { t as listArchive, x as extractArchive } from 'tar';

export class TarballFailure extends Error {
  constructor(
    readonly kind: 'unreachable' | 'timeout' | 'http' | 'checksum' | 'corrupt' | 'unsafe',
    readonly detail: string,
  ) {
    super(detail);
  }
}

/** Downloads `url` into `file`; resolves with the sha256 of what was written. */
export async function download(url: string, file: string, timeoutMs: number): Promise<string> {
  const controller = new AbortController();
  let timedOut = false;
  let timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  // Each chunk of the body restarts the clock: a slow download goes on, a silent one stops.
  const restart = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
  };
  const hash = createHash('sha256');
  try {
    const response = await fetch(url, { signal: controller.signal, redirect: 'follow' });
    if (!response.ok || !response.body)
      throw new TarballFailure(
        'http',
        `the server answered HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`,
      );
    mkdirSync(path.dirname(file), { recursive: true });
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        restart();
        hash.update(chunk);
        done(null, chunk);
      },
    });
    await pipeline(
      Readable.fromWeb(response.body as import('node:stream/web').ReadableStream),
      tap,
      createWriteStream(file),
    );
    return hash.digest('hex');
  } catch (error) {
    if (error instanceof TarballFailure) throw error;
    if (timedOut) throw new TarballFailure('timeout', `no answer within ${Math.round(timeoutMs / 1000)} s`);
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new TarballFailure(
      'unreachable',
      cause?.code ? `${cause.code}${cause.message ? ` (${cause.message})` : ''}` : (error as Error).message,
    );
  } finally {
    clearTimeout(timer);
  }
}

/** Why an entry may not be unpacked, or undefined when it may. */
function unsafeEntry(entryPath: string, type: string, linkpath: string | undefined): string | undefined {
  const parts = (p: string) => p.split(/[\\/]+/);
  if (path.posix.isAbsolute(entryPath) || /^[a-zA-Z]:/.test(entryPath) || entryPath.startsWith('\\'))
    return `"${entryPath}" is an absolute path`;
  if (parts(entryPath).includes('..')) return `"${entryPath}" climbs out with ..`;
  if ((type === 'SymbolicLink' || type === 'Link') && linkpath !== undefined) {
    const target =
      type === 'Link'
        ? path.posix.normalize(linkpath)
        : path.posix.normalize(path.posix.join(path.posix.dirname(entryPath), linkpath));
    if (path.posix.isAbsolute(linkpath) || target === '..' || target.startsWith('../'))
      return `"${entryPath}" is a link to "${linkpath}", outside the archive`;
  }
  return undefined;
}

/** Lists the archive and refuses it if any entry would land outside `dest`; then unpacks it there. */
export async function unpack(file: string, dest: string): Promise<void> {
  const unsafe: string[] = [];
  try {
    await listArchive({
      file,
      strict: true,
      onReadEntry: (entry) => {
        const problem = unsafeEntry(entry.path, entry.type, entry.linkpath);
        if (problem) unsafe.push(problem);
      },
    });
  } catch (error) {
    throw new TarballFailure('corrupt', (error as Error).message);
  }
  if (unsafe.length) throw new TarballFailure('unsafe', unsafe.slice(0, 3).join('; '));
  mkdirSync(dest, { recursive: true });
  try {
    await extractArchive({ file, cwd: dest, strict: true, preservePaths: false });
  } catch (error) {
    throw new TarballFailure('corrupt', (error as Error).message);
  }
}
