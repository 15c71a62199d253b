/**
 * The content build's Markdown compiles (parse, checks, outline, links, text,
 * plain copy) on the project's worker pool (shared/worker-pool.ts):
 * Contentlayer runs every computed field on its one thread, and the pool
 * puts every core to work. The worker runs the very same `compileMarkdown`;
 * results come back as structured clones of plain data, so they are what
 * the same call here would give (tests/integration/content-parallel.test.ts
 * compares pool sizes on the real content).
 */
import { siteSettings } from '../shared/settings';
import { createWorkerPool, type WorkerPool } from '../shared/worker-pool';
import type { CompileOptions, CompileResult } from './compile';
import { MarkdownError } from './markdown-error';
import type { CompileAnswer } from './compile-worker';

let pool: WorkerPool | undefined;

/** `compileMarkdown` on a worker of the pool; a Markdown problem comes back as the same `MarkdownError`. */
export async function compileMarkdownInPool(source: string, options: CompileOptions): Promise<CompileResult> {
  pool ??= createWorkerPool(siteSettings(), 'content-schema/markdown/compile-worker.ts');
  const answer = (await pool.run({ source, options })) as CompileAnswer;
  if ('result' in answer) return answer.result;
  const { file, line, reason, column } = answer.failure;
  throw new MarkdownError(file, line, reason, column);
}
