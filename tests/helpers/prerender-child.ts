import { spawnSync } from 'node:child_process';
import { renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { envWith } from '../../content-schema/shared/settings';

/** Where a test's prerender reads its built content and keeps its page records. */
export interface PrerenderSetup {
  generatedDir: string;
  cacheDir: string;
  /** More variables for the child: another content folder, worker counts. */
  env?: Record<string, string>;
}

export interface PrerenderResult {
  pages: number;
  rendered: number;
}

/**
 * Prerenders into `out` in a child process, as the build does (its worker
 * pool and module state are the child's own); `previous` is the last
 * output, which turns the page cache on.
 */
export function prerenderInChild(setup: PrerenderSetup, out: string, previous?: string): PrerenderResult {
  const job = JSON.stringify({ outDir: out, previous });
  const child = spawnSync(
    'node_modules/.bin/tsx',
    [
      '-e',
      `Promise.all([import('./scripts/build/pipeline.ts'), import('./content-schema/shared/settings.ts')]).then(([m, s]) => m.prerenderSite(s.resolveSettings(), ${job})).then((r) => { console.log('RESULT' + JSON.stringify(r)); process.exit(0); })`,
    ],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: envWith({
        CONTENT_GENERATED_DIR: setup.generatedDir,
        BUILD_CACHE_DIR: setup.cacheDir,
        PWD: path.resolve('.'),
        ...setup.env,
      }),
    },
  );
  const result = /RESULT(.*)/.exec(child.stdout ?? '');
  // Everything the child said, so that a prerender that ended without its result explains itself.
  if (child.status !== 0 || !result)
    throw new Error(
      `The prerender into ${out} ended with status ${child.status}, signal ${child.signal}, ` +
        `${child.error ? `error ${child.error.message}, ` : ''}and no result.\n` +
        `stdout: ${child.stdout}\nstderr: ${child.stderr}`,
    );
  return JSON.parse(result[1]) as PrerenderResult;
}

/** A warm prerender over `dist` into `out`, then `dist` replaced by it, as the build swaps folders. */
export function warmPrerender(setup: PrerenderSetup, dist: string, out: string): PrerenderResult {
  const result = prerenderInChild(setup, out, dist);
  rmSync(dist, { recursive: true, force: true });
  renameSync(out, dist);
  return result;
}
