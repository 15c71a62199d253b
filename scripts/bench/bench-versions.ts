/**
 * `npm run bench -- --versions [--runs R]`: what carrying archived versions
 * costs the build. Two scratch copies of the project: one as it is, one with
 * its archived versions taken out (their folders and declarations), which is
 * the site with one version. Each builds cold, in turns, R times; the best
 * wall time of each and their ratio are printed (budget: at most 2.1×).
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { archiveFolder, VERSIONS } from '../../content-schema/shared/versions';
import { gitEnv, scratchSite } from '../lib/scratch-site';
import { printRun, timedBuild, type BuildRun } from './bench-scale';

const OUTPUTS = ['.contentlayer', 'build', 'dist', '.build-cache', '.cache'];
const DECLARATIONS = 'content-schema/shared/versions.ts';

/** Takes the archived versions out of a scratch copy: their content folders and their lines in versions.ts. */
function currentOnly(dir: string) {
  const file = path.join(dir, DECLARATIONS);
  let source = readFileSync(file, 'utf8');
  for (const version of VERSIONS.filter((v) => !v.current)) {
    rmSync(path.join(dir, 'content', archiveFolder(version.name)), { recursive: true, force: true });
    const line = new RegExp(`^\\s*\\{ name: '${version.name.replace('.', '\\.')}'.*\\n`, 'm');
    if (!line.test(source)) throw new Error(`${DECLARATIONS}: no declaration line for ${version.name}`);
    source = source.replace(line, '');
  }
  writeFileSync(file, source);
}

export function benchVersions(root: string, runs = 1) {
  const all = scratchSite(root, 0);
  const one = scratchSite(root, 0);
  currentOnly(one.dir);
  const best = (a: BuildRun | undefined, b: BuildRun) => (!a || b.wallMs < a.wallMs ? b : a);
  let allRun: BuildRun | undefined;
  let oneRun: BuildRun | undefined;
  console.log(`Versions bench: best of ${runs} cold build${runs > 1 ? 's' : ''} each, in turns`);
  try {
    for (let i = 0; i < runs; i++) {
      for (const site of [one, all])
        for (const d of OUTPUTS) rmSync(path.join(site.dir, d), { recursive: true, force: true });
      oneRun = best(oneRun, timedBuild(one.dir, gitEnv(root, one.dir)));
      allRun = best(allRun, timedBuild(all.dir, gitEnv(root, all.dir)));
    }
    printRun(`One version (${oneRun!.pages} pages)`, oneRun!);
    printRun(`Every version (${allRun!.pages} pages, ${VERSIONS.length} versions)`, allRun!);
    const ratio = allRun!.wallMs / oneRun!.wallMs;
    console.log(
      `  ratio          ${ratio.toFixed(2)}× the one-version build for ${(allRun!.pages / oneRun!.pages).toFixed(2)}× the pages (budget 2.1×: ${ratio <= 2.1 ? 'within budget' : 'OVER BUDGET'})`,
    );
  } finally {
    for (const site of [one, all]) rmSync(site.dir, { recursive: true, force: true });
  }
}
