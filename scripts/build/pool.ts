/**
 * The build's pool (content-schema/shared/worker-pool.ts running worker.ts):
 * the prerender's tasks, on one worker process per core.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import type { Settings } from '../../content-schema/shared/settings';
import { createWorkerPool, type WorkerPool } from '../../content-schema/shared/worker-pool';
import type { CrawlerJob } from './crawler/index';

export const buildPool = (settings: Settings) =>
  createWorkerPool(settings, 'scripts/build/worker.ts', { nodeArgs: heapArgs(settings) });

/** The crawler files (crawler/index.ts) as a task of the pool. */
export const writeCrawlerFiles = (pool: WorkerPool, job: CrawlerJob) =>
  pool.run(job, { name: 'crawlerFiles' }) as Promise<{ searchBuilt: string[] }>;

/**
 * Node's heap flags for the pool's workers. A larger young generation: rendering
 * and indexing make many short-lived objects, and with the default many are
 * promoted. On a large site an old-generation limit too, sized to the content
 * index the workers hold (about twice its size on disk, plus the largest
 * language's search index): with 24 GiB of RAM V8 otherwise lets a worker's
 * heap grow far past what it holds. It costs collections, so it starts only
 * from a 32 MB index (about 2,000 pages).
 */
function heapArgs(settings: Settings): string[] {
  let index = 0;
  try {
    index = statSync(path.join(settings.generatedDir, 'Doc', '_index.json')).size;
  } catch {
    // No index yet: the content build failed, and nothing will render.
  }
  const limitMb = Math.max(768, Math.ceil((12 * index) / 1024 / 1024));
  return [
    '--max-semi-space-size=32',
    ...(index >= 32 * 1024 * 1024 ? [`--max-old-space-size=${limitMb}`] : []),
  ];
}
