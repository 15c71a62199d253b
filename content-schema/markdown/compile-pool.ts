/**
 * Both cores for the content build: Contentlayer runs every computed field on
 * its one thread, so the Markdown compile of each page (parse, validation,
 * outline, links, text, plain copy) is sent to a pool of worker processes,
 * one per core. Processes rather than threads: a thread's heap would count
 * against the content build's own process, already the largest of the build
 * at a few thousand pages. The worker runs the very same `compileMarkdown`,
 * and results come back as structured clones of plain data (IPC with
 * `advanced` serialisation), so they are identical to a single-thread run
 * (tests/unit/content-parallel.test.ts compares them on the real content).
 *
 * Used from 300 pages on (below, starting the workers costs more than they
 * save), and only once a run has asked for more than a few compiles: after a
 * one-page edit Contentlayer reuses every other page from its cache, and one
 * page compiles faster than a worker starts. CONTENT_WORKERS=N forces N workers; CONTENT_WORKERS=0 compiles in the main thread (also the fallback when the
 * worker source cannot be found, as inside Contentlayer's bundled config when
 * the project root is not the working folder and CONTENT_COMPILE_WORKER is unset).
 */
import { existsSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { compileMarkdown, type CompileOptions, type CompileResult } from './compile';
import { MarkdownError } from './markdown-error';

const WORKER_SOURCE =
  process.env.CONTENT_COMPILE_WORKER ?? path.resolve('content-schema/markdown/compile-worker.ts');
// The worker is TypeScript, run by Node with tsx's loader.
const TSX_LOADER = path.resolve('node_modules/tsx/dist/loader.mjs');

/** Measured at 100 pages: two workers 7.4 s, one thread 5.3 s for the content build (a loaded machine). */
const MIN_PAGES_FOR_WORKERS = 300;
/** Compiles asked for before the pool starts; they run in this thread. */
const IN_THREAD_FIRST = 16;
let requests = 0;

interface Pending {
  source: string;
  options: CompileOptions;
  resolve: (page: CompileResult) => void;
  reject: (error: Error) => void;
}

let pool:
  { workers: ChildProcess[]; pending: Map<number, Pending>; next: number; id: number } | undefined | null;

/** Whether a worker may keep the content build's process alive: only while it owes a result. */
function hold(worker: ChildProcess, busy: boolean) {
  const channel = worker.channel as { ref(): void; unref(): void } | undefined;
  if (busy) {
    worker.ref();
    channel?.ref();
  } else {
    worker.unref();
    channel?.unref();
  }
}

function workerCount(): number {
  const configured = process.env.CONTENT_WORKERS;
  if (configured !== undefined) return Math.max(0, Number(configured) || 0);
  // Starting a worker (loading the Markdown plugins through tsx) costs about a
  // second: below a few hundred pages one thread finishes first.
  const pages = readdirSync(process.env.CONTENT_DIR ?? 'content', { recursive: true }).filter((f) =>
    String(f).endsWith('.md'),
  ).length;
  return pages >= MIN_PAGES_FOR_WORKERS ? availableParallelism() : 0;
}

function getPool() {
  if (pool !== undefined) return pool;
  const count = workerCount();
  if (count === 0 || !existsSync(WORKER_SOURCE) || !existsSync(TSX_LOADER)) return (pool = null);
  const pending = new Map<number, Pending>();
  const workers = Array.from({ length: count }, () => {
    const worker = spawn(process.execPath, ['--import', pathToFileURL(TSX_LOADER).href, WORKER_SOURCE], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
    });
    type Failure = { file?: string; line?: number; column?: number; reason: string };
    worker.on('message', ({ id, result, error }: { id: number; result?: CompileResult; error?: Failure }) => {
      const job = pending.get(id);
      pending.delete(id);
      if (error !== undefined)
        job?.reject(
          error.file
            ? new MarkdownError(error.file, error.line, error.reason, error.column)
            : new Error(error.reason),
        );
      else job?.resolve(result!);
      // Idle workers must not keep the content build's process alive.
      if (pending.size === 0) workers.forEach((w) => hold(w, false));
    });
    // A worker that fails (it could not load, it crashed): the pool is given
    // up and every page it still owed is compiled in this thread instead.
    const giveUp = () => {
      if (pool === null) return;
      pool = null;
      workers.forEach((w) => w.kill());
      for (const job of pending.values()) {
        try {
          job.resolve(compileMarkdown(job.source, job.options));
        } catch (error) {
          job.reject(error as Error);
        }
      }
      pending.clear();
    };
    worker.on('error', giveUp);
    worker.on('exit', (code) => code !== 0 && pool && giveUp());
    hold(worker, false);
    return worker;
  });
  return (pool = { workers, pending, next: 0, id: 0 });
}

/** `compileMarkdown` in a worker process when the pool is on, else in this thread. */
export function compileMarkdownInPool(source: string, options: CompileOptions): Promise<CompileResult> {
  const p = ++requests > IN_THREAD_FIRST ? getPool() : pool;
  if (!p) return Promise.resolve().then(() => compileMarkdown(source, options));
  const id = p.id++;
  const worker = p.workers[p.next++ % p.workers.length];
  return new Promise<CompileResult>((resolve, reject) => {
    p.pending.set(id, { source, options, resolve, reject });
    p.workers.forEach((w) => hold(w, true));
    worker.send({ id, source, options });
  });
}
