/**
 * `npm run build`, top to bottom:
 *
 *   settings (resolved once by the caller)
 *   → every version's pages ready: fetched or cached   sources/prepare-sources.ts
 *   → content (Contentlayer) ‖ app (Remix)            content.ts, app.ts
 *     ‖ translation status, from git                  translations.ts
 *   → checks (every content problem, with lines)      ../checks/collect-problems.ts
 *     ‖ crawler files on the pool, from the content    crawler/index.ts, pool.ts
 *   → prerender on the pool                           prerender.ts, render.ts
 *   → the editor, when the deployer publishes it      published-editor.ts
 *   → byte check of everything written                check-output-bytes.ts
 *   → the new output replaces `outDir`                output.ts
 *
 * Everything is written into a fresh folder that replaces `outDir` only at
 * the end, so a failed build leaves the previous output as it was. This
 * function owns every process it starts: the two tools' (commands.ts) and
 * the pool's workers, which are stopped before a failure is reported.
 * Whether a warm build may reuse a stage's work comes from what the stage
 * read (inputs.ts), never from a list.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { getContent } from '../../app/lib/content.server';
import type { Settings } from '../../content-schema/shared/settings';
import type { WorkerPool } from '../../content-schema/shared/worker-pool';
import { formatReport, summary } from '../../content-schema/shared/problems';
import { collectProblems } from '../checks/collect-problems';
import { writeSchemas } from '../checks/json-schema';
import { buildApp } from './app';
import { checkOutputBytes } from './check-output-bytes';
import { buildContent } from './content';
import { codeKeys } from './inputs';
import { openOutput } from './output';
import { buildPool, writeCrawlerFiles } from './pool';
import { prerender } from './prerender';
import { writePublishedEditor } from './published-editor';
import { prepareSources, sourcesSummary } from './sources/prepare-sources';
import { translationStage } from './translations';

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
  // A source that cannot be fetched or verified stops the build before any stage runs.
  const sources = await timed('sources', () => prepareSources(settings)).catch((error: unknown) => {
    throw new Error(`${messageOf(error)}\nBuild failed; ${shown}/ was left as it was.`);
  });
  for (const line of sourcesSummary(sources, settings)) console.log(line);
  // Needs only git: runs beside the content and app builds.
  const translations = translationStage(settings);
  // Editor schemas (.schemas/, see .vscode/settings.json), always from the current content-schema/.
  writeSchemas();
  const output = await openOutput(settings.outDir);
  const job = { outDir: output.dir, previous: settings.outDir };
  // The code the pool runs, keyed while the tools work (inputs.ts).
  const code = codeKeys(settings);
  let pool: WorkerPool | undefined;
  let crawler: ReturnType<typeof writeCrawlerFiles> | undefined;
  try {
    // Both run to the end, so that a failure is reported after the other's output.
    const [content, app] = await Promise.allSettled([
      timed('content', () => buildContent(settings)).then(async () => {
        pool = buildPool(settings);
        // The files made from the content alone start at once, while the app builds and the checks run.
        crawler = writeCrawlerFiles(pool, { ...job, code: (await code).search });
        crawler.catch(() => undefined);
      }),
      timed('remix', () => buildApp(settings)),
    ]);
    if (app.status === 'fulfilled' && app.value === 'reused')
      console.log(
        `App build reused: nothing it read has changed since ${path.relative(settings.root, settings.buildDir)}/ was built.`,
      );
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
    const translationLine = await timed('translations', () => translations.write());
    if (translationLine) console.log(translationLine);
    const { pages, rendered, searchBuilt } = await timed('prerender', async () => {
      const done = await prerender(settings, pool!, { ...job, code: (await code).render() });
      return { ...done, ...(await crawler!) };
    });
    if (settings.publishedEditor) await timed('editor', () => writePublishedEditor(settings, output.dir));
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
      JSON.stringify(
        { total, stages, pages, rendered, app: app.status === 'fulfilled' && app.value, searchBuilt },
        null,
        2,
      ),
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
  const code = await codeKeys(settings);
  await translationStage(settings).write();
  const pool = buildPool(settings);
  try {
    const crawler = writeCrawlerFiles(pool, { ...job, code: code.search });
    const done = await prerender(settings, pool, { ...job, code: code.render() });
    await crawler;
    return done;
  } finally {
    await pool.destroy();
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
