/**
 * `npm run build`: content build and Remix build in parallel (the app reads
 * content at request time, so neither waits for the other), then the content
 * checks, then the prerender into a fresh folder that replaces `dist/` only
 * when everything succeeded. The prerender's files that come from the content
 * alone start as soon as the content build is done. Stage times go to
 * `.build-stats.json` for the benchmark.
 */
import { spawn } from 'node:child_process';
import { rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { getContent } from '../app/lib/content.server';
import { collectProblems, contentDirectory } from './lib/collect-problems';
import { writeSchemas } from './lib/json-schema';
import { checkOutputBytes } from './lib/check-output-bytes';
import { formatReport, summary } from '../content-schema/shared/problems';
import { searchConfigFromEnv } from '../app/lib/search/config';
import { appBuildIsCurrent, recordAppBuild } from './lib/incremental';
import { pruneGenerated } from './lib/prune-generated';

const OUT = process.env.OUT_DIR ?? 'dist';

/** Runs a tool; its output is printed as it comes, or, when `quiet`, only if it fails. */
function run(command: string, args: string[], quiet = false): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      if (code === 0) return resolve();
      if (output) process.stderr.write(output);
      reject(new Error(`${command} ${args.join(' ')} exited with ${code}`));
    });
    child.on('error', reject);
  });
}

function fail(lines: string[]): never {
  console.error(`\n${lines.join('\n')}`);
  console.error(`Build failed; ${OUT}/ was left as it was.`);
  process.exit(1);
}

async function timed<T>(stages: Record<string, number>, name: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work();
  stages[name] = Math.round(performance.now() - start);
  return result;
}

async function main() {
  // Fail before any work when the search credentials are half set.
  searchConfigFromEnv(process.env);
  // Editor schemas (.schemas/, see .vscode/settings.json), always from the current content-schema/.
  writeSchemas();
  const stages: Record<string, number> = {};
  const started = performance.now();
  const bin = 'node_modules/.bin';
  // The app build is skipped when build/ was made from the current sources (lib/incremental.ts).
  const buildDir = process.env.BUILD_DIR ?? 'build';
  const app = appBuildIsCurrent(buildDir);
  // The prerender's modules (Remix's server runtime, the search index and
  // Markdown copy code) take about half a second to load: loaded while the
  // content and app builds run, not before they start. Awaited below; the
  // catch only keeps a failure from being reported before then.
  const prerenderModule = import('./prerender');
  prerenderModule.catch(() => undefined);
  const tmp = `${OUT}.tmp-${process.pid}`;
  await rm(tmp, { recursive: true, force: true });
  // The files made from the content alone (search index, Markdown copies,
  // feeds) start as soon as the content is built, while the app build and
  // the checks still run; stopped, and their folder removed, if the build fails.
  let crawler: ReturnType<Awaited<typeof prerenderModule>['startCrawlerFiles']>;
  const stopCrawler = async () => {
    await crawler?.stop();
    await rm(tmp, { recursive: true, force: true });
  };
  // Both run to the end, so that a failure is reported last, after the other's output.
  const built = Promise.allSettled([
    // Contentlayer's own messages are printed only when it fails: the content
    // problems are reported below, with lines, by the same checks as content:check.
    timed(stages, 'content', () =>
      run(`${bin}/contentlayer2`, ['build'], true).then(() => pruneGenerated()),
    ).then(async () => {
      crawler = (await prerenderModule).startCrawlerFiles(tmp, OUT);
      // Its failure is reported by the prerender, which awaits it; when the build
      // fails before then, the failure that stopped the build is the one reported.
      crawler?.done.catch(() => undefined);
    }),
    app.current
      ? Promise.resolve(
          console.log(
            `App build skipped: ${buildDir}/ is up to date with app/, locales/ and the dependencies.`,
          ),
        )
      : timed(stages, 'remix', () => run(`${bin}/remix`, ['build'])).then(() =>
          recordAppBuild(buildDir, app.key),
        ),
  ]);
  const [content, remix] = await built;
  const problems = await timed(stages, 'check', () =>
    Promise.resolve(
      collectProblems(contentDirectory(), content.status === 'fulfilled' ? getContent() : undefined),
    ),
  );
  const failures = [
    ...(problems.length > 0 ? [`The content has ${summary(problems)}:`, formatReport(problems)] : []),
    ...(content.status === 'rejected'
      ? [`The content build failed: ${(content.reason as Error).message}`]
      : []),
    ...(remix.status === 'rejected' ? [`The app build failed: ${(remix.reason as Error).message}`] : []),
  ];
  if (failures.length > 0) {
    await stopCrawler();
    fail(failures);
  }
  try {
    const { prerender } = await prerenderModule;
    const { pages, rendered } = await timed(stages, 'prerender', () =>
      prerender(tmp, { previous: OUT, crawler }),
    );
    const corrupted = await timed(stages, 'bytes', () => checkOutputBytes(tmp));
    if (corrupted.length > 0) {
      throw new Error(
        `${corrupted.length} written file(s) contain corrupted text (U+0000 or U+FFFD):\n${corrupted.map((p) => `  ✗ ${OUT}/${p}`).join('\n')}`,
      );
    }
    // Swap only now: a failed build never leaves a half-written output.
    const old = `${OUT}.old-${process.pid}`;
    if (existsSync(OUT)) await rename(OUT, old);
    await rename(tmp, OUT);
    await rm(old, { recursive: true, force: true });
    const total = Math.round(performance.now() - started);
    await writeFile('.build-stats.json', JSON.stringify({ total, stages, pages, rendered }, null, 2));
    console.log(
      `Built ${pages} pages (${rendered} rendered, ${pages - rendered} unchanged) into ${OUT}/ in ${total} ms (${Object.entries(
        stages,
      )
        .map(([k, v]) => `${k} ${v} ms`)
        .join(', ')})`,
    );
  } catch (error) {
    await stopCrawler();
    console.error(`Build failed; ${OUT}/ was left as it was.`);
    throw error;
  }
}

main()
  // Remix's Single Fetch encoder arms a ~5 s stream timeout for every `.data`
  // response it renders; once everything is written, nothing is left to wait for.
  .then(() => process.exit(0))
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
