/**
 * A tarball source: the `.tar.gz` is downloaded with fetch (a size announced
 * above the limit is refused before the body, bytes are counted as they
 * come; the source's clocks, fetch-watch.ts, stop a silent or endless
 * server), checked against its pinned sha256, then listed entry by entry
 * with node-tar before anything is written: only files and folders, inside
 * the archive's folder, within the limits on files and unpacked bytes. The
 * listing (each file's sha256) is what the unpacked tree must match, after
 * unpacking and on every later use of the cache.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable, Transform } from 'node:stream';
import { Parser, x as extractArchive, type ReadEntry } from 'tar';
import type { FetchLimits } from '../../../content-schema/shared/settings';
import type { FetchWatch } from './fetch-watch';
import { FetchFailure, limitFailure, megabytes } from './source-error';
import type { Listing } from './tree-check';

const MB = 1024 * 1024;

/** Downloads `url` into `file`; resolves with the sha256 of what was written. */
export async function download(
  url: string,
  file: string,
  limits: FetchLimits,
  watch: FetchWatch,
): Promise<string> {
  const hash = createHash('sha256');
  const max = limits.downloadMB * MB;
  let received = 0;
  let tooBig: FetchFailure | undefined;
  try {
    watch.touch();
    const response = await fetch(url, { signal: watch.signal, redirect: 'follow' });
    if (!response.ok || !response.body)
      throw new FetchFailure(
        'http',
        `the server answered HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`,
      );
    const announced = Number(response.headers.get('content-length') ?? NaN);
    if (announced > max)
      throw limitFailure('downloadMB', limits, `the server announces ${megabytes(announced)} to download`);
    mkdirSync(path.dirname(file), { recursive: true });
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        watch.touch();
        received += chunk.length;
        if (received > max) {
          tooBig = limitFailure('downloadMB', limits, `the download went past ${megabytes(max)}`);
          return done(tooBig);
        }
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
    if (error instanceof FetchFailure) throw error;
    const clock = watch.failure();
    if (tooBig ?? clock) throw (tooBig ?? clock)!;
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new FetchFailure(
      'unreachable',
      cause?.code ? `${cause.code}${cause.message ? ` (${cause.message})` : ''}` : (error as Error).message,
    );
  } finally {
    watch.pause();
  }
}

/** What an entry is, when it is not a file or a folder. */
const NOT_ALLOWED: Record<string, string> = {
  SymbolicLink: 'a symbolic link',
  Link: 'a hard link',
  CharacterDevice: 'a character device',
  BlockDevice: 'a block device',
  FIFO: 'a FIFO',
};
const FILE_TYPES = new Set(['File', 'OldFile', 'ContiguousFile']);

/** The relative path an entry would be unpacked at, or why it may not be. */
function entryPath(entry: ReadEntry): { at: string } | { problem: string } {
  const name = entry.path;
  if (path.posix.isAbsolute(name) || /^[a-zA-Z]:/.test(name) || name.startsWith('\\'))
    return { problem: `"${name}" is an absolute path` };
  if (name.split(/[\\/]+/).includes('..')) return { problem: `"${name}" climbs out with ..` };
  if (!FILE_TYPES.has(entry.type) && entry.type !== 'Directory') {
    const what = NOT_ALLOWED[entry.type] ?? `a ${entry.type} entry`;
    const target = entry.linkpath
      ? ` (to "${entry.linkpath.slice(0, 60)}${entry.linkpath.length > 60 ? '…' : ''}")`
      : '';
    return { problem: `"${name}" is ${what}${target}` };
  }
  return { at: path.posix.normalize(name).replace(/\/+$/, '') };
}

/**
 * Lists `file` (a verified archive) without writing anything: every file's
 * sha256 and every folder, or a `FetchFailure` naming the entries that may
 * not be unpacked (links, devices, FIFOs, paths outside) or the limit passed.
 * A limit stops the reading at once: a 1 GB entry is refused on its header.
 */
export function archiveListing(file: string, limits: FetchLimits): Promise<Listing> {
  const listing: Listing = { files: new Map(), dirs: new Set() };
  const refused: string[] = [];
  const seen = new Set<string>();
  let entries = 0;
  let bytes = 0;
  return new Promise<Listing>((resolve, reject) => {
    const input = createReadStream(file);
    const parser = new Parser({ strict: true });
    const stop = (failure: FetchFailure) => {
      input.unpipe(parser);
      input.destroy();
      reject(failure);
    };
    parser.on('entry', (entry: ReadEntry) => {
      if (++entries > limits.files)
        return stop(
          limitFailure(
            'files',
            limits,
            `the archive holds more than ${limits.files.toLocaleString('en')} entries`,
          ),
        );
      const where = entryPath(entry);
      if ('problem' in where) {
        refused.push(where.problem);
        return entry.resume();
      }
      if (where.at === '.') return entry.resume();
      if (seen.has(where.at)) {
        refused.push(`"${entry.path}" appears twice`);
        return entry.resume();
      }
      seen.add(where.at);
      for (let dir = path.posix.dirname(where.at); dir !== '.'; dir = path.posix.dirname(dir))
        listing.dirs.add(dir);
      if (entry.type === 'Directory') {
        listing.dirs.add(where.at);
        return entry.resume();
      }
      bytes += entry.size ?? 0;
      if (bytes > limits.unpackedMB * MB)
        return stop(
          limitFailure(
            'unpackedMB',
            limits,
            `the archive unpacks to more than ${megabytes(limits.unpackedMB * MB)} ("${entry.path}" alone is ${megabytes(entry.size ?? 0)})`,
          ),
        );
      const hash = createHash('sha256');
      entry.on('data', (chunk: Buffer) => hash.update(chunk));
      entry.on('end', () => listing.files.set(where.at, hash.digest('hex')));
    });
    parser.on('error', (error: Error) => reject(new FetchFailure('corrupt', error.message)));
    parser.on('end', () => {
      if (refused.length)
        reject(
          new FetchFailure(
            'unsafe',
            `${refused.slice(0, 3).join('; ')}${refused.length > 3 ? ` (and ${refused.length - 3} more)` : ''}`,
          ),
        );
      else resolve(listing);
    });
    input.on('error', (error) => reject(new FetchFailure('corrupt', error.message)));
    input.pipe(parser);
  });
}

/** Unpacks a listed archive into `dest`: files and folders only, nothing outside it. */
export async function unpack(file: string, dest: string): Promise<void> {
  mkdirSync(dest, { recursive: true });
  try {
    await extractArchive({
      file,
      cwd: dest,
      strict: true,
      preservePaths: false,
      // Root would otherwise take the owners written in the archive.
      preserveOwner: false,
      filter: (_path, entry) => 'type' in entry && (FILE_TYPES.has(entry.type) || entry.type === 'Directory'),
    });
  } catch (error) {
    throw new FetchFailure('corrupt', (error as Error).message);
  }
}
