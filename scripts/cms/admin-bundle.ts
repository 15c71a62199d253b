/**
 * The editor's browser bundle (admin/main.tsx with Decap CMS, the site's
 * renderer and stylesheet), built with esbuild the first time `/admin/` is
 * opened and kept in the dev folder: `npm run dev` starts no slower for
 * having an editor, and a later start reuses the bundle while its inputs
 * (the editor's code, the app's components and styles, the schema's
 * Markdown plugins, the lockfile) are unchanged. The site's build bundles
 * an editor only when a deployer publishes one (build/published-editor.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const INPUTS = ['scripts/cms', 'app', 'content-schema', 'locales', 'package-lock.json'];

/** A key for the inputs: their names, sizes and change times (reading them all would cost more than it saves). */
function inputsKey(root: string): string {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    const at = path.join(root, input);
    if (!existsSync(at)) continue;
    const files = statSync(at).isDirectory()
      ? readdirSync(at, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => path.join(e.parentPath, e.name))
      : [at];
    for (const file of files.sort()) {
      const { size, mtimeMs } = statSync(file);
      hash.update(`${file}\0${size}\0${mtimeMs}\n`);
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Bundles an editor entry of scripts/cms/admin/ (`main`: the dev server's,
 * `published`: the published one) into `outdir` as `<entry>.js` and
 * `<entry>.css`, with the fonts the site's stylesheet names beside them.
 */
export async function bundleEditor(root: string, entry: 'main' | 'published', outdir: string) {
  await build({
    absWorkingDir: root,
    entryPoints: { [entry]: path.join(root, `scripts/cms/admin/${entry}.tsx`) },
    outdir,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    minify: true,
    legalComments: 'none',
    logLevel: 'error',
    // React's production build: the development one doubles the editor's start-up work.
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    // decap-cms-app's own prebuilt bundle (React and React DOM left to ours), and what it names for Node.
    alias: {
      'decap-cms-app': path.join(root, 'node_modules/decap-cms-app/dist/decap-cms-app.js'),
      util: path.join(root, 'scripts/cms/admin/node-builtin.ts'),
      stream: path.join(root, 'scripts/cms/admin/node-builtin.ts'),
    },
    inject: [path.join(root, 'scripts/cms/admin/buffer.ts')],
    loader: { '.svg': 'dataurl', '.woff2': 'file', '.woff': 'file' },
  });
}

export interface AdminBundle {
  /** The folder holding main.js and main.css. */
  dir: string;
  /** How long this call took, and whether it built. */
  ms: number;
  built: boolean;
}

/** The bundle for the current inputs: built when missing, into a fresh folder that replaces the old one whole. */
export async function adminBundle(root: string, devDir: string): Promise<AdminBundle> {
  const started = Date.now();
  const base = path.join(devDir, 'admin');
  const dir = path.join(base, inputsKey(root));
  if (existsSync(path.join(dir, 'main.js'))) return { dir, ms: Date.now() - started, built: false };
  const staging = path.join(devDir, `admin.tmp-${process.pid}`);
  await bundleEditor(root, 'main', staging);
  rmSync(base, { recursive: true, force: true });
  mkdirSync(base, { recursive: true });
  renameSync(staging, dir);
  writeFileSync(
    path.join(base, 'README'),
    'The editor bundle of `npm run dev` (scripts/cms/admin-bundle.ts).\n',
  );
  return { dir, ms: Date.now() - started, built: true };
}
