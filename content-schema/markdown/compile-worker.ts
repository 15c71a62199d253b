/**
 * A worker of the content build's compile pool (compile-pool.ts): runs
 * `compileMarkdown` for one page. A Markdown problem travels back as its
 * fields, so that the pool can throw the same `MarkdownError` (an error
 * object would lose its class on the way).
 */
import { compileMarkdown, type CompileOptions, type CompileResult } from './compile';
import { MarkdownError } from './markdown-error';

export type CompileAnswer =
  { result: CompileResult } | { failure: { file: string; line?: number; column?: number; reason: string } };

export default function compile({
  source,
  options,
}: {
  source: string;
  options: CompileOptions;
}): CompileAnswer {
  try {
    return { result: compileMarkdown(source, options) };
  } catch (error) {
    if (!(error instanceof MarkdownError)) throw error;
    return { failure: { file: error.file, line: error.line, column: error.column, reason: error.reason } };
  }
}
