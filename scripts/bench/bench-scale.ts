/**
 * `npm run bench -- --pages N`: the build at N pages. The project is copied
 * into a scratch folder (node_modules linked, not copied), the guide and
 * config pages of both languages are copied into new folders
 * (`content/<lang>/scale-K/…`) until the site has at least N pages, and the
 * build runs there cold, then warm after a one-page edit. The scratch copy is
 * removed afterwards, also when the build fails.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { envWith } from '../../content-schema/shared/settings';
import { firstSearchDownload } from './search-download';
import { gitEnv, scratchSite } from '../lib/scratch-site';

function folderSize(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sum + folderSize(full);
    return sum + (entry.isFile() ? statSync(full).size : 0);
  }, 0);
}

/** The project's git history gives the pages their "last updated" dates, as in the real build (read only). */
let buildGitEnv: Record<string, string> = {};

export interface BuildRun {
  wallMs: number;
  cpuMs: number;
  peakMb: number;
  stages: Record<string, number>;
  pages: number;
  rendered?: number;
}

/** `npm run build` in `cwd` under /usr/bin/time: wall, CPU (all processes), largest single resident set. */
export function timedBuild(cwd: string, git = buildGitEnv, env: Record<string, string> = {}): BuildRun {
  const started = Date.now();
  const run = spawnSync('/usr/bin/time', ['-v', 'node_modules/.bin/tsx', 'scripts/build.ts'], {
    cwd,
    env: envWith({ ...git, PWD: cwd, ...env }),
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const wallMs = Date.now() - started;
  if (run.status !== 0) throw new Error(`build failed in ${cwd}:\n${run.stdout}\n${run.stderr}`);
  const num = (re: RegExp) => Number(re.exec(run.stderr)?.[1] ?? 0);
  const cpuMs = (num(/User time \(seconds\): ([\d.]+)/) + num(/System time \(seconds\): ([\d.]+)/)) * 1000;
  const stats = JSON.parse(readFileSync(path.join(cwd, '.build-stats.json'), 'utf8')) as {
    stages: Record<string, number>;
    pages: number;
    rendered?: number;
  };
  return { wallMs, cpuMs, peakMb: num(/Maximum resident set size \(kbytes\): (\d+)/) / 1024, ...stats };
}

/** Gzip bytes a reader downloads for a first search in each language (main's sharded index: top level plus the shards of the query; largest over the judged queries). */
async function searchFirstDownload(dist: string): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const lang of ['en', 'zh'] as const) result[lang] = (await firstSearchDownload(dist, lang)).maxGzip;
  return result;
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function printRun(label: string, run: BuildRun) {
  console.log(`${label}`);
  console.log(`  wall           ${s(run.wallMs)}`);
  console.log(`  CPU            ${s(run.cpuMs)} (user + system, every process)`);
  console.log(`  peak memory    ${run.peakMb.toFixed(0)} MiB (largest single process)`);
  console.log(
    `  stages         ${Object.entries(run.stages)
      .map(([k, v]) => `${k} ${s(v)}`)
      .join(', ')}`,
  );
  if (run.rendered !== undefined) console.log(`  pages rendered ${run.rendered} of ${run.pages}`);
}

export async function benchScale(root: string, pages: number, runs = 1) {
  const site = scratchSite(root, pages);
  buildGitEnv = gitEnv(root, site.dir);
  console.log(
    `Scale bench: ${site.pages} pages in ${site.dir} (best of ${runs} run${runs > 1 ? 's' : ''}; the machine is shared, so times vary)`,
  );
  try {
    const best = (a: BuildRun | undefined, b: BuildRun) => (!a || b.wallMs < a.wallMs ? b : a);
    let cold: BuildRun | undefined;
    let warm: BuildRun | undefined;
    const original = readFileSync(site.edited, 'utf8');
    for (let i = 0; i < runs; i++) {
      for (const d of ['.contentlayer', 'build', 'dist', '.build-cache', 'node_modules/.cache']) {
        if (d !== 'node_modules/.cache') rmSync(path.join(site.dir, d), { recursive: true, force: true });
      }
      writeFileSync(site.edited, original);
      cold = best(cold, timedBuild(site.dir));
      // One-page edit: a paragraph added to the end of one page.
      writeFileSync(
        site.edited,
        `${original}\nThis paragraph was added by the scale bench (run ${i + 1}) to measure a warm rebuild after a one-page edit.\n`,
      );
      warm = best(warm, timedBuild(site.dir));
    }
    printRun(`Cold build (${site.pages} pages)`, cold!);
    printRun('Warm build after a one-page edit', warm!);
    const dist = path.join(site.dir, 'dist');
    console.log(`Output`);
    console.log(`  dist/                     ${mb(folderSize(dist))}`);
    console.log(
      `  .contentlayer/generated   ${mb(folderSize(path.join(site.dir, '.contentlayer/generated')))}`,
    );
    const headers = existsSync(path.join(dist, '_headers'))
      ? readFileSync(path.join(dist, '_headers'), 'utf8')
      : '';
    const rules = headers.split('\n').filter((l) => l && !/^\s/.test(l) && !l.startsWith('#')).length;
    const longest = Math.max(0, ...headers.split('\n').map((l) => l.length));
    console.log(
      `  _headers                  ${rules} rules, ${(headers.length / 1024).toFixed(1)} KB, longest line ${longest} characters`,
    );
    const search = await searchFirstDownload(dist);
    console.log(
      `  search first download     ${Object.entries(search)
        .map(([l, n]) => `${l} ${(n / 1024).toFixed(1)} KB gzip`)
        .join(', ')} (largest over the judged queries)`,
    );
    return { site: site.pages, cold: cold!, warm: warm!, search };
  } finally {
    rmSync(site.dir, { recursive: true, force: true });
    console.log(`Scratch copy removed (${site.dir}).`);
  }
}
