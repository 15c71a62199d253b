/**
 * A worker thread of the content build's compile pool (compile-pool.ts): it
 * runs `compileMarkdown` for the pages it is sent and answers with the result
 * or the error message, exactly what the same call in the main thread gives.
 */
import { parentPort } from 'node:worker_threads';
import { compileMarkdown, type CompileOptions } from './compile';

parentPort!.on(
  'message',
  ({ id, source, options }: { id: number; source: string; options: CompileOptions }) => {
    try {
      parentPort!.postMessage({ id, result: compileMarkdown(source, options) });
    } catch (error) {
      parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
  },
);
