/**
 * `npm run bench`: the figures the budgets speak of, printed rather than
 * asserted (these machines are shared and timings are noisy).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { localIndexUrl } from '../app/lib/search/config';
import { resolveSettings } from '../content-schema/shared/settings';
import { ShardedSearch } from '../app/lib/search/sharded-client';
import { benchWriterLoop } from './bench/bench-dev';
import { benchScale } from './bench/bench-scale';
import { benchVersions } from './bench/bench-versions';
import { benchSources } from './bench/bench-sources';
import { hydrationStress } from './bench/hydration-stress';
import { firstLoadAssets, rendererChunk } from './bench/first-load';
import { markdownRenderTime } from './bench/markdown-render-time';
import { loadTest } from './bench/load-test';
import { htmlFileOf } from './build/render';
import { judgedQueries, shownPages, summary, type Judgement } from './bench/search-judge';
import { firstSearchDownload } from './bench/search-download';

const settings = resolveSettings();
const OUT = 'dist';
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const within = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');

/**
 * A cold build: no Contentlayer cache, no previous Remix build, and no
 * previous output or prerender records (with them, every page would be
 * copied from the last build instead of rendered).
 */
function coldBuild() {
  for (const dir of ['.contentlayer', 'build', 'node_modules/.cache', '.build-cache', OUT])
    rmSync(dir, { recursive: true, force: true });
  const run = spawnSync('/usr/bin/time', ['-v', 'node_modules/.bin/tsx', 'scripts/build.ts'], {
    encoding: 'utf8',
  });
  if (run.status !== 0) {
    console.error(run.stdout, run.stderr);
    process.exit(1);
  }
  const peakKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(run.stderr)?.[1] ?? 0);
  const stats = JSON.parse(readFileSync('.build-stats.json', 'utf8')) as {
    total: number;
    stages: Record<string, number>;
    pages: number;
    rendered: number;
  };
  return { ...stats, peakMb: peakKb / 1024 };
}

/** `npm run dev`: save → update times and the soak (`--no-dev` skips it, `--dev-only` runs only it). */
async function writerLoop() {
  const { devSaves: saves, devPort, devFiles } = settings.bench;
  console.log(`\nWriter's loop (npm run dev over a copy of content/, ${saves}-save soak)`);
  await benchWriterLoop({
    port: devPort,
    saves,
    files: devFiles,
  });
}
if (process.argv.includes('--sources')) {
  const runs = process.argv.indexOf('--runs');
  await benchSources(process.cwd(), runs > 0 ? Number(process.argv[runs + 1]) : 1);
  process.exit(0);
}
if (process.argv.includes('--hydration')) {
  const runs = process.argv.indexOf('--runs');
  const condition = process.argv.indexOf('--condition');
  const kinds = process.argv.indexOf('--kinds');
  const clean = await hydrationStress(OUT, runs > 0 ? Number(process.argv[runs + 1]) : 20, {
    condition: condition > 0 ? process.argv[condition + 1] : undefined,
    kinds: kinds > 0 ? process.argv[kinds + 1].split(',').map((k) => k.trim()) : undefined,
  });
  process.exit(clean ? 0 : 1);
}
if (process.argv.includes('--versions')) {
  const runs = process.argv.indexOf('--runs');
  benchVersions(process.cwd(), runs > 0 ? Number(process.argv[runs + 1]) : 1);
  process.exit(0);
}
const pagesArg = process.argv.indexOf('--pages');
if (pagesArg > 0) {
  const runs = process.argv.indexOf('--runs');
  await benchScale(
    process.cwd(),
    Number(process.argv[pagesArg + 1]),
    runs > 0 ? Number(process.argv[runs + 1]) : 1,
  );
  process.exit(0);
}
if (process.argv.includes('--dev-only')) {
  await writerLoop();
  process.exit(0);
}

const build = coldBuild();
console.log('Cold full build');
console.log(
  `  wall time      ${(build.total / 1000).toFixed(2)} s (budget 6.5 s with 100 pages: ${within(build.total <= 6500)})`,
);
for (const [stage, ms] of Object.entries(build.stages)) console.log(`    ${stage.padEnd(12)} ${ms} ms`);
console.log(`  peak memory    ${build.peakMb.toFixed(0)} MB (largest single process)`);
console.log(`  pages          ${build.pages} (${build.rendered} rendered)`);

console.log('\nFirst load (scripts and stylesheets loaded before the page is interactive)');
const pages = ['/', '/guide/start/quick-start', '/config/lib/format'];
for (const route of pages.flatMap((p) => [p, p === '/' ? '/zh/' : `/zh${p}`])) {
  const html = htmlFileOf(route);
  const { js, css } = firstLoadAssets(OUT, html);
  console.log(
    `  ${route.padEnd(28)} HTML ${kb(statSync(`${OUT}/${html}`).size).padStart(8)}   ` +
      `JS ${kb(js.raw).padStart(8)} raw / ${kb(js.gzip).padStart(7)} gzip   CSS ${kb(css.raw).padStart(7)} raw / ${kb(css.gzip).padStart(6)} gzip` +
      `   (JS budget 120 KB gzip: ${within(js.gzip <= 120 * 1024)})`,
  );
}

console.log(
  '\nMarkdown renderer (react-markdown, micromark, GFM, directives, highlight.js; loaded after first paint)',
);
const firstLoad = new Set(firstLoadAssets(OUT, htmlFileOf('/guide/start/quick-start')).js.files);
const renderer = rendererChunk(OUT, firstLoad);
console.log(`  chunk          ${renderer.files.join(', ')}`);
console.log(
  `  size           ${kb(renderer.raw)} raw / ${kb(renderer.gzip)} gzip (budget 80 KB: ${within(renderer.gzip <= 80 * 1024)})`,
);
const render = await markdownRenderTime();
console.log(
  `  render         ${render.route} (${render.chars} characters of Markdown), median of 20: ${render.medianMs.toFixed(1)} ms (budget 30 ms: ${within(render.medianMs <= 30)})`,
);

console.log('\nSearch (local index, sharded)');
const readDist = (urlPath: string) => readFileSync(path.join(OUT, urlPath));
const searches = {} as Record<'en' | 'zh', ShardedSearch>;
for (const lang of ['en', 'zh'] as const) {
  const top = readDist(localIndexUrl(lang));
  const shardFiles = readdirSync(path.join(OUT, 'search'))
    .filter((d) => d.startsWith(`${lang}-`))
    .flatMap((d) => readdirSync(path.join(OUT, 'search', d)));
  searches[lang] = await ShardedSearch.load(localIndexUrl(lang), (url) =>
    Promise.resolve(JSON.parse(readDist(url).toString('utf8')) as unknown),
  );
  const download = await firstSearchDownload(OUT, lang);
  console.log(
    `  ${lang}: ${searches[lang].top.documentCount} records, top-level file ${kb(top.length)} raw / ${kb(gzipSync(top).length)} gzip, ${shardFiles.length} shard files; ` +
      `first search downloads (judged queries) median ${kb(download.medianGzip)} / max ${kb(download.maxGzip)} gzip ` +
      `("${download.largest?.query}", ${download.largest?.files} files) (budget 150 KB: ${within(download.maxGzip <= 150 * 1024)})`,
  );
}
// An archived version's index, with the same queries: each version and language is a first download of its own.
for (const version of settings.versions.filter((v) => !v.current)) {
  for (const lang of ['en', 'zh'] as const) {
    const download = await firstSearchDownload(OUT, lang, undefined, version.name);
    console.log(
      `  ${version.label} ${lang}: first search downloads median ${kb(download.medianGzip)} / max ${kb(download.maxGzip)} gzip (budget 150 KB: ${within(download.maxGzip <= 150 * 1024)})`,
    );
  }
}
// The judged queries (tests/search/queries.json), timed once the shards they need have loaded: one loading round, then five.
const queries = judgedQueries();
const runRound = async () => {
  const out: Judgement[] = [];
  for (const q of queries) {
    const started = performance.now();
    const { hits } = await searches[q.lang].search({ query: q.query, hitsPerPage: 20, snippetWords: 10 });
    const ms = performance.now() - started;
    const shown = shownPages(hits);
    out.push({
      ...q,
      shown: shown.slice(0, 5),
      rank: shown.findIndex((page) => q.expect.includes(page)) + 1,
      ms,
    });
  }
  return out;
};
await runRound();
const rounds: Judgement[][] = [];
for (let i = 0; i < 5; i++) rounds.push(await runRound());
const times = rounds
  .flat()
  .map((r) => r.ms)
  .sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))];
const quality = summary(rounds[0]);
const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
console.log(
  `  judged queries: ${quality.queries}, top-1 ${pct(quality.top1)}, top-3 ${pct(quality.top3)} (target 90%: ${within(quality.top3 >= 0.9)}), ` +
    `empty ${quality.empty.length}, query p50 ${at(0.5).toFixed(2)} ms / p95 ${at(0.95).toFixed(2)} ms after its shards loaded (median budget 10 ms: ${within(at(0.5) <= 10)})`,
);
for (const miss of quality.misses)
  console.log(
    `    not in the top 3: ${miss.lang} "${miss.query}" → ${miss.shown.slice(0, 3).join(', ') || 'nothing'}`,
  );
const pageLoad = firstLoadAssets(OUT, htmlFileOf('/guide/start/quick-start')).js.files;
const searchOnLoad = pageLoad.filter((f) => /SearchModal|\/search\//.test(f));
console.log(
  `  search code or index on the page-load path: ${searchOnLoad.length === 0 ? 'none' : searchOnLoad.join(', ')}`,
);

console.log('\nLoad (npm start, 30 s, 50 connections, HTML + .data + assets + deliberate 404s)');
const load = await loadTest(OUT, settings.bench.loadSeconds);
console.log(
  `  ${load.total} requests, ${load.rps.toFixed(0)} req/s, p99 ${load.p99} ms, errors ${load.errors}, ` +
    `unexpected statuses ${load.unexpected}, unexpected 404s ${load.extra404} (${within(load.errors === 0 && load.unexpected === 0 && load.extra404 === 0)})`,
);

if (!process.argv.includes('--no-dev')) await writerLoop();
