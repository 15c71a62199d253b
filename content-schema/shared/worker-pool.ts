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

/** What the project asks of a pool: a task for one of the worker's exports, and the end. */
export interface WorkerPool {
  run(task: unknown, options?: { name?: string }): Promise<unknown>;
  destroy(): Promise<void>;
}

/** How long an idle worker is kept for the next task. */
const IDLE_WORKER_MS = 10 * 60_000;

/** A pool running the functions `worker` (a module of this project) exports, by name. */
export function createWorkerPool(
  settings: Settings,
  worker: string,
  { size = settings.workers, nodeArgs = [] }: WorkerPoolOptions = {},
): WorkerPool {
  const loader = pathToFileURL(path.join(settings.root, 'node_modules/tsx/dist/loader.mjs')).href;
  const pool = new Tinypool({
    filename: pathToFileURL(path.resolve(settings.root, worker)).href,
    runtime: 'child_process',
    minThreads: 0,
    maxThreads: Math.max(1, size),
    // Tinypool ends a worker as soon as it has no task (idleTimeout 0), and
    // starting one costs about half a second (Node, tsx, the modules it
    // loads): the content build paid that between bursts of pages, and the
    // dev server on every save. Idle workers are kept; they never keep this
    // process alive, and the build ends its pool when it is done.
    idleTimeout: IDLE_WORKER_MS,
    // Structured clones, so results are plain data exactly as the worker made them.
    serialization: 'advanced',
    execArgv: [...nodeArgs, '--import', loader],
    env: childEnv(settings),
  });
  // A worker that dies holding no task (its module failed to load, it ran
  // out of memory) is an 'error' event of the pool, which unheard would end
  // this process with no report and leave the build's unfinished folder
  // behind. Instead it fails every task still waiting and every later one,
  // so the caller reports it as it reports a failed task.
  let died: Error | undefined;
  const waiting = new Set<(error: Error) => void>();
  pool.on('error', (error: Error) => {
    died ??= new Error(`A worker process running ${worker} died: ${error.message}`);
    for (const fail of waiting) fail(died);
  });
  return {
    run: (task, options) =>
      died
        ? Promise.reject(died)
        : new Promise((resolve, reject) => {
            waiting.add(reject);
            pool
              .run(task, options)
              .then(resolve, reject)
              .finally(() => waiting.delete(reject));
          }),
    destroy: () => pool.destroy(),
  };
}
