/**
 * `npm run bench -- --hydration [--runs N] [--condition cpu|held]
 * [--kinds "overview,blog list"]`: the first-load flow
 * (first-load-flow.ts) on every page kind, in both languages and both colour
 * schemes, N times each (20 by default) in two conditions: the CPU slowed
 * down 4–6 times, and again with the search button's and the Markdown
 * renderer's chunks held back until the reader's client navigation. Counts
 * the console messages (any is a failure) and prints the first ones seen.
 *
 * Too long for the test run (about 1,100 page loads), so it is a check of
 * its own; the end-to-end suite runs the same flow once per combination.
 */
import { chromium, type Browser } from '@playwright/test';
import { spawn } from 'node:child_process';
import { envWith, resolveSettings } from '../../content-schema/shared/settings';
import { freePort, listens } from '../lib/loopback';
import { firstLoadFlow, PAGE_KINDS, routeOf, type FlowOptions } from './first-load-flow';

const CONDITIONS: {
  id: 'cpu' | 'held';
  name: string;
  options: (run: number) => Omit<FlowOptions, 'colorScheme'>;
}[] = [
  {
    id: 'cpu',
    name: 'CPU 4–6× slower',
    options: (run) => ({ holdChunks: false, cpuSlowdown: run % 2 ? 6 : 4 }),
  },
  { id: 'held', name: 'CPU 4× slower, chunks held', options: () => ({ holdChunks: true, cpuSlowdown: 4 }) },
];

/** Two pages at a time: both cores busy, as in the test run. */
const PARALLEL = 2;

async function runOnce(browser: Browser, origin: string, path: string, options: FlowOptions) {
  const context = await browser.newContext();
  try {
    return await firstLoadFlow(await context.newPage(), origin, path, options);
  } catch (error) {
    return [`flow failed: ${(error as Error).message.split('\n')[0]}`];
  } finally {
    await context.close();
  }
}

/** A part of the whole check, to finish one that was cut short: one condition, some page kinds. */
export interface StressSelection {
  condition?: string;
  kinds?: string[];
}

function selected({ condition, kinds }: StressSelection) {
  const conditions = CONDITIONS.filter((c) => !condition || c.id === condition);
  const pages = PAGE_KINDS.filter((p) => !kinds || kinds.includes(p.kind));
  const unknown = (kinds ?? []).filter((k) => !PAGE_KINDS.some((p) => p.kind === k));
  if (!conditions.length || unknown.length) {
    throw new Error(
      `--condition is one of ${CONDITIONS.map((c) => c.id).join(', ')}; --kinds is a comma list of ` +
        `${PAGE_KINDS.map((p) => p.kind).join(', ')}` +
        (unknown.length ? ` (unknown: ${unknown.join(', ')})` : ''),
    );
  }
  return { conditions, pages };
}

export async function hydrationStress(
  outDir: string,
  runs: number,
  selection: StressSelection = {},
): Promise<boolean> {
  const { conditions, pages } = selected(selection);
  const port = await freePort();
  const server = spawn('node_modules/.bin/tsx', ['scripts/serve.ts'], {
    env: envWith({ PORT: String(port), OUT_DIR: outDir }),
    stdio: 'ignore',
  });
  // Interrupted by hand (the whole check takes over an hour): no server left on the port.
  const stop = () => {
    server.kill('SIGTERM');
    process.exit(130);
  };
  process.once('SIGINT', stop).once('SIGTERM', stop);
  const browser = await chromium.launch({
    executablePath: resolveSettings().chromium,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  let clean = true;
  try {
    for (let i = 0; i < 200 && !(await listens(port)); i++) await new Promise((r) => setTimeout(r, 50));
    const origin = `http://localhost:${port}`;
    console.log(`\nHydration under stress (${runs} first loads per page, language, scheme and condition)`);
    for (const condition of conditions) {
      for (const page of pages) {
        const jobs = (['en', 'zh'] as const).flatMap((lang) =>
          (['light', 'dark'] as const).flatMap((colorScheme) =>
            Array.from({ length: runs }, (_, run) => ({
              path: routeOf(page, lang),
              options: { ...condition.options(run), colorScheme },
            })),
          ),
        );
        const problems: string[] = [];
        const started = Date.now();
        for (let i = 0; i < jobs.length; i += PARALLEL) {
          const batch = jobs.slice(i, i + PARALLEL);
          const found = await Promise.all(
            batch.map((job) => runOnce(browser, origin, job.path, job.options)),
          );
          found.forEach((list, j) => problems.push(...list.map((p) => `${batch[j].path}: ${p}`)));
        }
        clean &&= problems.length === 0;
        console.log(
          `  ${condition.name.padEnd(28)} ${page.kind.padEnd(13)} ${jobs.length} loads, ${problems.length} console messages ` +
            `(${((Date.now() - started) / 1000).toFixed(0)} s)`,
        );
        for (const problem of problems.slice(0, 3)) console.log(`      ${problem.slice(0, 300)}`);
      }
    }
    console.log(`  ${clean ? 'clean: no console message in any load' : 'NOT CLEAN'}`);
    return clean;
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}
