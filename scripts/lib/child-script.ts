import { spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The content index the children load: their live heap grows with it. */
function contentIndexBytes(): number {
  const generated = process.env.CONTENT_GENERATED_DIR ?? path.join('.contentlayer', 'generated');
  try {
    return statSync(path.join(generated, 'Doc', '_index.json')).size;
  } catch {
    return 0;
  }
}

/**
 * Node's arguments for the prerender's child processes (render children, the
 * crawler files): tsx's loader, so they run TypeScript, and a heap sized to
 * the work rather than to the machine.
 *
 * - A larger young generation (32 MB semi-spaces): rendering and indexing
 *   make many short-lived objects, and with the default many survive long
 *   enough to be promoted, growing the old generation.
 * - On a large site, an old-generation limit: with 24 GiB of RAM, V8 lets a
 *   process's heap grow far past what it holds. At 3,014 pages a render
 *   child held about 100 MB after a full collection yet reached 738 MB, and
 *   the build's peak varied between 0.86 and 1.1 GiB from run to run; with
 *   the limit, 813 MiB. The limit is 768 MB, or 12 times the content index on
 *   disk beyond that (what a child holds grows with the index: about twice
 *   its size, plus the largest language's search index in the crawler
 *   child). It costs collections (at 1,040 pages, 20% more CPU in the
 *   prerender), so it is set only from a 32 MB index (about 2,000 pages),
 *   where heaps approach the 1 GiB budget.
 */
const LIMIT_FROM_INDEX_BYTES = 32 * 1024 * 1024;

function childNodeArgs(script: string): string[] {
  const index = contentIndexBytes();
  const heapMb = Math.max(768, Math.ceil((12 * index) / 1024 / 1024));
  return [
    '--max-semi-space-size=32',
    ...(index >= LIMIT_FROM_INDEX_BYTES ? [`--max-old-space-size=${heapMb}`] : []),
    '--import',
    pathToFileURL(path.resolve('node_modules/tsx/dist/loader.mjs')).href,
    script,
  ];
}

/**
 * Runs `script` (this project's TypeScript) in a child process with the
 * environment plus `env`; `ipc` opens a message channel. Its stderr is kept
 * for the error. `succeeded(what)` resolves once it exited cleanly and
 * rejects with `what` and its stderr otherwise; `stop()` ends it and resolves
 * once it has exited, so that nothing it does outlives the caller's cleanup.
 */
export function startChildScript(script: string, env: Record<string, string>, { ipc = false } = {}) {
  const child = spawn(process.execPath, childNodeArgs(script), {
    stdio: ipc ? ['ignore', 'inherit', 'pipe', 'ipc'] : ['ignore', 'inherit', 'pipe'],
    env: { ...process.env, ...env },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code, signal) => resolve(signal ? null : code));
    child.on('error', (error) => {
      stderr += String(error);
      resolve(-1);
    });
  });
  const failure = (what: string) => new Error(`${what}:\n${stderr.trim()}`);
  return {
    child,
    failure,
    succeeded: (what: string) =>
      exited.then((code) => {
        if (code !== 0) throw failure(what);
      }),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill();
      await exited;
    },
  };
}

/** Runs `work` when this process was started as `self`, then exits: 0 once done, 1 with the error printed. */
export function runAsChildScript(self: string, work: () => Promise<unknown>) {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== self) return;
  work()
    // Exit at once: nothing is left to wait for (Remix's Single Fetch encoder leaves timers behind).
    .then(() => process.exit(0))
    .catch((error) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exit(1);
    });
}
