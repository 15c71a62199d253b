/**
 * A worker thread of the content build's compile pool (compile-pool.ts): it
 * runs `compileMarkdown` for the pages it is sent and answers with the result
 * or the error's fields, exactly what the same call in the main thread gives.
 */
import { parentPort } from 'node:worker_threads';
import { compileMarkdown, MarkdownError, type CompileOptions } from './compile';

parentPort!.on(
  'message',
  ({ id, source, options }: { id: number; source: string; options: CompileOptions }) => {
    try {
      parentPort!.postMessage({ id, result: compileMarkdown(source, options) });
    } catch (error) {
      // A MarkdownError travels as its fields, so the pool can give back the same error.
      const failure =
        error instanceof MarkdownError
          ? { file: error.file, line: error.line, reason: error.reason }
          : { reason: error instanceof Error ? error.message : String(error) };
      parentPort!.postMessage({ id, error: failure });
    }
  },
);
