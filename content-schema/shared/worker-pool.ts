/**
 * The one way this project runs work in other processes: a Tinypool of
 * child processes (the pool Rspress renders its pages with). The content
 * build compiles pages on it, the prerender renders pages and writes the
 * crawler files on it. Always a pool, at every site size: only its size
 * changes (`settings.workers`, one per core by default).
 *
 * Child processes rather than threads: a thread's heap counts against the
 * process that owns it, and the content build's and the build's processes
 * already hold a whole content index each at a few thousand pages. Workers
 * are this project's TypeScript, run by Node with tsx's loader; they inherit
 * the settings of the process that started them (`childEnv`). Idle workers
 * never keep their parent alive (Tinypool unrefs them).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Tinypool from 'tinypool';
import { childEnv, type Settings } from './settings';

export interface WorkerPoolOptions {
  /** Most workers at a time; `settings.workers` by default. */
  size?: number;
  /** Node's flags for each worker, besides the TypeScript loader (heap sizes). */
  nodeArgs?: string[];
}

export type WorkerPool = Tinypool;

/** A pool running the functions `worker` (a module of this project) exports, by name. */
export function createWorkerPool(
  settings: Settings,
  worker: string,
  { size = settings.workers, nodeArgs = [] }: WorkerPoolOptions = {},
): WorkerPool {
  const loader = pathToFileURL(path.join(settings.root, 'node_modules/tsx/dist/loader.mjs')).href;
  return new Tinypool({
    filename: pathToFileURL(path.resolve(settings.root, worker)).href,
    runtime: 'child_process',
    minThreads: 0,
    maxThreads: Math.max(1, size),
    // Structured clones, so results are plain data exactly as the worker made them.
    serialization: 'advanced',
    execArgv: [...nodeArgs, '--import', loader],
    env: childEnv(settings),
  });
}
