/**
 * `npm run build`, top to bottom:
 *
 *   settings (resolved once by the caller)
 *   → content (Contentlayer) ‖ app (Remix)            content.ts, app.ts
 *   → checks (every content problem, with lines)      ../checks/collect-problems.ts
 *     ‖ crawler files on the pool, from the content    crawler.ts
 *   → prerender on the pool                           prerender.ts, render.ts
 *   → byte check of everything written                 check-output-bytes.ts
 *   → the new output replaces `outDir`                 output.ts
 *
 * Everything is written into a fresh folder that replaces `outDir` only at
 * the end, so a failed build leaves the previous output as it was. This
 * function owns every process it starts: the two tools' (commands.ts) and
 * the pool's workers, which are stopped before a failure is reported.
 * Whether a warm build may reuse a stage's work comes from what the stage
 * read (inputs.ts), never from a list.
 */
import { statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { getContent } from '../../app/lib/content.server';
import type { Settings } from '../../content-schema/shared/settings';
import { createWorkerPool, type WorkerPool } from '../../content-schema/shared/worker-pool';
import { formatReport, summary } from '../../content-schema/shared/problems';
import { collectProblems } from '../checks/collect-problems';
import { writeSchemas } from '../checks/json-schema';
import { buildApp } from './app';
import { checkOutputBytes } from './check-output-bytes';
import type { CrawlerJob } from './crawler/index';
import { buildContent } from './content';
import { dependenciesKey, moduleGraphs } from './inputs';
import { filesKey } from './records';
import { openOutput } from './output';
import { prerender } from './prerender';

export async function build(settings: Settings) {
  const started = performance.now();
  const stages: Record<string, number> = {};
  const timed = async <T>(name: string, work: () => Promise<T>) => {
    const start = performance.now();
    const result = await work();
    stages[name] = Math.round(performance.now() - start);
    return result;
  };
  const shown = path.relative(settings.root, settings.outDir) || '.';
  // Editor schemas (.schemas/, see .vscode/settings.json), always from the current content-schema/.
  writeSchemas();
  const output = await openOutput(settings.outDir);
  const job = { outDir: output.dir, previous: settings.outDir };
  // The code the pool runs, keyed while the tools work (inputs.ts).
  const graphs = codeGraphs(settings);
  let pool: WorkerPool | undefined;
  let crawler: Promise<unknown> | undefined;
  try {
    // Both run to the end, so that a failure is reported after the other's output.
    const [content, app] = await Promise.allSettled([
      timed('content', () => buildContent(settings)).then(async () => {
        pool = buildPool(settings);
        // The files made from the content alone start at once, while the app builds and the checks run.
        crawler = writeCrawlerFiles(settings, pool, { ...job, code: crawlerCode(settings, await graphs) });
        crawler.catch(() => undefined);
      }),
      timed('remix', () => buildApp(settings)),
    ]);
    const problems = await timed('check', () =>
      Promise.resolve(
        collectProblems(
          settings.contentDir,
          content.status === 'fulfilled' ? getContent(settings.generatedDir) : undefined,
        ),
      ),
    );
    const failures = [
      ...(problems.length > 0 ? [`The content has ${summary(problems)}:`, formatReport(problems)] : []),
      ...(content.status === 'rejected' ? [`The content build failed: ${messageOf(content.reason)}`] : []),
      ...(app.status === 'rejected' ? [`The app build failed: ${messageOf(app.reason)}`] : []),
    ];
    if (failures.length > 0) throw new Error(failures.join('\n'));
    const { pages, rendered } = await timed('prerender', async () => {
      const done = await prerender(settings, pool!, { ...job, code: renderCode(settings, await graphs) });
      await crawler;
      return done;
    });
    const corrupted = await timed('bytes', () => checkOutputBytes(output.dir));
    if (corrupted.length > 0) {
      throw new Error(
        `${corrupted.length} written file(s) contain corrupted text (U+0000 or U+FFFD):\n${corrupted.map((p) => `  ✗ ${shown}/${p}`).join('\n')}`,
      );
    }
    await pool!.destroy();
    await output.publish();
    const total = Math.round(performance.now() - started);
    writeFileSync(
      path.join(settings.root, '.build-stats.json'),
      JSON.stringify({ total, stages, pages, rendered }, null, 2),
    );
    const times = Object.entries(stages).map(([k, v]) => `${k} ${v} ms`);
    console.log(
      `Built ${pages} pages (${rendered} rendered, ${pages - rendered} unchanged) into ${shown}/ in ${total} ms (${times.join(', ')})`,
    );
  } catch (error) {
    // Nothing may still be writing into the folder when it is removed.
    await pool?.destroy();
    await output.discard();
    throw new Error(`${messageOf(error)}\nBuild failed; ${shown}/ was left as it was.`);
  }
}

/**
 * The pages and crawler files of an already built app and content (the
 * fixture sites of the end-to-end tests, the incremental-build test): the
 * prerender stage of `build` alone, into `outDir`.
 */
export async function prerenderSite(settings: Settings, job: { outDir: string; previous?: string }) {
  const graphs = await codeGraphs(settings);
  const pool = buildPool(settings);
  try {
    const crawler = writeCrawlerFiles(settings, pool, { ...job, code: crawlerCode(settings, graphs) });
    const done = await prerender(settings, pool, { ...job, code: renderCode(settings, graphs) });
    await crawler;
    return done;
  } finally {
    await pool.destroy();
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const RENDER = 'scripts/build/render.ts';
const CRAWLER = 'scripts/build/crawler/index.ts';
const codeGraphs = (settings: Settings) => moduleGraphs(settings.root, [RENDER, CRAWLER]);

/** The settings the render and crawler code read directly (the rest reaches the pages through their data). */
const codeSettings = ({ basePath, search }: Settings) => ({ basePath, search });

/** The pages' code: the render modules, the server bundle they load, the packages. */
function renderCode(settings: Settings, graphs: Record<string, string[]>) {
  const serverBundle = path.relative(settings.root, path.join(settings.buildDir, 'server/index.js'));
  const files = filesKey(settings.root, [...graphs[RENDER], serverBundle], codeSettings(settings));
  return `${files}:${dependenciesKey(settings.root)}`;
}

/** The crawler files' code (their content reaches them through the search records). */
const crawlerCode = (settings: Settings, graphs: Record<string, string[]>) =>
  `${filesKey(settings.root, graphs[CRAWLER], codeSettings(settings))}:${dependenciesKey(settings.root)}`;

/** The crawler files as a task of the pool. */
const writeCrawlerFiles = (settings: Settings, pool: WorkerPool, job: CrawlerJob) =>
  pool.run(job, { name: 'crawlerFiles' }) as Promise<void>;

/** The build's pool: the prerender's tasks (worker.ts). */
const buildPool = (settings: Settings) =>
  createWorkerPool(settings, 'scripts/build/worker.ts', { nodeArgs: heapArgs(settings) });

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
