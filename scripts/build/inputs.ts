/**
 * What a stage read, so that a warm build reuses a stage's work only when
 * none of it changed. Nothing here is a list kept by hand:
 *
 * - the app build's inputs are the files Remix's compiler bundled, from the
 *   metafiles it writes beside the server build (and the two configs it
 *   reads);
 * - the prerender's and the search index's code are the module graphs of
 *   their entries, from esbuild's metafile (packages left out);
 * - packages count through the lockfile npm installed from and the patches
 *   applied on top (`dependenciesKey`);
 * - content counts through what the content build made of it (each page's
 *   loader data, each language's search records).
 *
 * Records of them live in `settings.cacheDir` (records.ts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type { Settings } from '../../content-schema/shared/settings';
import { filesKey } from './records';

const PATCHES_DIR = 'scripts/patches';

/** The installed packages: what npm installed them from, and the patches applied to them. */
function dependenciesKey(root: string): string {
  const patches = existsSync(path.join(root, PATCHES_DIR))
    ? readdirSync(path.join(root, PATCHES_DIR)).map((f) => path.join(PATCHES_DIR, f))
    : [];
  return filesKey(root, ['package-lock.json', ...patches]);
}

/**
 * The project files Remix's compiler read for the build in `buildDir`: every
 * input of its metafiles that is a file (plugin namespaces and queries
 * stripped), plus its own config and the TypeScript config it resolves with.
 */
export function appInputs(settings: Settings): string[] {
  const files = new Set(['remix.config.js', 'tsconfig.json', 'package.json']);
  for (const name of ['server', 'js', 'css']) {
    const metafile = path.join(settings.buildDir, 'server', `metafile.${name}.json`);
    if (!existsSync(metafile)) continue;
    const { inputs } = JSON.parse(readFileSync(metafile, 'utf8')) as { inputs: Record<string, unknown> };
    for (const input of Object.keys(inputs)) {
      const file = input.replace(/^[\w-]+:/, '').replace(/\?.*$/, '');
      const full = path.join(settings.root, file);
      if (existsSync(full) && statSync(full).isFile()) files.add(file);
    }
  }
  return [...files];
}

/** The project modules each entry imports, directly or not (packages are `dependenciesKey`'s). */
async function moduleGraphs(root: string, entries: string[]): Promise<Record<string, string[]>> {
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: entries,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outdir: 'out',
    logLevel: 'silent',
    // What a module reads at run time by path (the server build) is keyed on its own.
    loader: { '.json': 'json' },
  });
  const graphs: Record<string, string[]> = {};
  for (const output of Object.values(metafile.outputs)) {
    if (output.entryPoint) graphs[output.entryPoint] = Object.keys(output.inputs);
  }
  return graphs;
}

const RENDER = 'scripts/build/render.ts';
const SEARCH = 'scripts/build/crawler/search-index.ts';

/**
 * The keys of the code whose output a warm build may reuse: the pages' (the
 * render modules and the server bundle they render with, so that key is read
 * once the app is built) and the search index's. Each is a module graph, the
 * packages, and the settings that code reads directly (the rest reaches the
 * pages through their data, the search index through its records).
 */
export async function codeKeys(settings: Settings) {
  const graphs = await moduleGraphs(settings.root, [RENDER, SEARCH]);
  const direct = { basePath: settings.basePath, search: settings.search };
  const packages = dependenciesKey(settings.root);
  const serverBundle = path.relative(settings.root, path.join(settings.buildDir, 'server/index.js'));
  return {
    search: `${filesKey(settings.root, graphs[SEARCH], direct)}:${packages}`,
    render: () => `${filesKey(settings.root, [...graphs[RENDER], serverBundle], direct)}:${packages}`,
  };
}
