/**
 * `npm run bench`: the figures the budgets speak of, printed rather than
 * asserted (these machines are shared and timings are noisy).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, statSync } from 'node:fs';
import { firstLoadAssets } from './lib/first-load';
import { htmlFileOf } from './prerender';

const OUT = 'dist';
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const within = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');

/** A cold build: no Contentlayer cache, no previous Remix build. */
function coldBuild() {
  for (const dir of ['.contentlayer', 'build', 'node_modules/.cache']) rmSync(dir, { recursive: true, force: true });
  const run = spawnSync('/usr/bin/time', ['-v', 'node_modules/.bin/tsx', 'scripts/build.ts'], { encoding: 'utf8' });
  if (run.status !== 0) {
    console.error(run.stdout, run.stderr);
    process.exit(1);
  }
  const peakKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(run.stderr)?.[1] ?? 0);
  const stats = JSON.parse(readFileSync('.build-stats.json', 'utf8')) as {
    total: number;
    stages: Record<string, number>;
    pages: number;
  };
  return { ...stats, peakMb: peakKb / 1024 };
}

const build = coldBuild();
console.log('Cold full build');
console.log(`  wall time      ${(build.total / 1000).toFixed(2)} s (budget 6 s with 100 pages: ${within(build.total <= 6000)})`);
for (const [stage, ms] of Object.entries(build.stages)) console.log(`    ${stage.padEnd(12)} ${ms} ms`);
console.log(`  peak memory    ${build.peakMb.toFixed(0)} MB (largest single process)`);
console.log(`  pages          ${build.pages}`);

console.log('\nFirst load (scripts and stylesheets loaded before the page is interactive)');
const pages = ['/', '/guide/start/quick-start', '/config/lib/format'];
for (const route of pages.flatMap((p) => [p, p === '/' ? '/zh/' : `/zh${p}`])) {
  const html = htmlFileOf(route);
  const { js, css } = firstLoadAssets(OUT, html);
  const doc = route !== '/' && route !== '/zh/';
  console.log(
    `  ${route.padEnd(28)} HTML ${kb(statSync(`${OUT}/${html}`).size).padStart(8)}   ` +
      `JS ${kb(js.raw).padStart(8)} raw / ${kb(js.gzip).padStart(7)} gzip   CSS ${kb(css.raw).padStart(7)} raw / ${kb(css.gzip).padStart(6)} gzip` +
      (doc ? `   (doc page JS budget 100 KB gzip: ${within(js.gzip <= 100 * 1024)})` : ''),
  );
}
