/**
 * A worker process of the content build's compile pool (compile-pool.ts): it
 * runs `compileMarkdown` for the pages it is sent and answers with the result
 * or the error's fields, exactly what the same call in the content build gives.
 * It ends with the content build (its IPC channel closes).
 */
import { compileMarkdown, type CompileOptions } from './compile';
import { MarkdownError } from './markdown-error';

const reply = (message: unknown) => process.send!(message);
process.on('disconnect', () => process.exit(0));

process.on('message', ({ id, source, options }: { id: number; source: string; options: CompileOptions }) => {
  try {
    reply({ id, result: compileMarkdown(source, options) });
  } catch (error) {
    // A MarkdownError travels as its fields, so the pool can give back the same error.
    const failure =
      error instanceof MarkdownError
        ? { file: error.file, line: error.line, column: error.column, reason: error.reason }
        : { reason: error instanceof Error ? error.message : String(error) };
    reply({ id, error: failure });
  }
});
