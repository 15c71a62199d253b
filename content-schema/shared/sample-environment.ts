/**
 * Where a version's code samples find the packages they import, and the
 * project they are read in (their TypeScript options are in
 * sample-compiler-options.ts): one home, shared by the sample check of
 * `content:check` (scripts/checks/code-samples/) and the hovers the content
 * build computes for samples marked `twoslash` (markdown/twoslash/), so that
 * a sample means the same thing to both.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * A version's sample environment: an npm workspace of its own,
 * `scripts/checks/code-samples/versions/<version>/` (@rslib/core 0.11.2 with
 * Rsbuild 1 plugins beside 1.0.1 with Rsbuild 2 plugins: npm aliases cannot
 * satisfy the plugins' peer dependency on @rsbuild/core, workspaces can).
 */
export function sampleEnvironment(root: string, version: string): string {
  const dir = path.join(root, 'scripts/checks/code-samples/versions', version);
  if (!existsSync(path.join(dir, 'package.json'))) {
    throw new Error(
      `Version ${version} has no code sample environment: add ${path.relative(root, dir)}/package.json with the @rslib/core it documents (and run npm install)`,
    );
  }
  return dir;
}

/**
 * Where a sample's types come from: the environment's packages first, then
 * the project's (`@types/node`).
 */
export const sampleTypeRoots = (environment: string, projectRoot: string) =>
  [...new Set([environment, projectRoot])].map((dir) => path.join(dir, 'node_modules/@types'));

/** The package.json every sample project has, so `import pkg from './package.json'` works as in a real project. */
export const SAMPLE_PACKAGE_JSON = JSON.stringify({
  name: 'my-lib',
  version: '1.0.0',
  type: 'module',
  exports: { '.': './dist/index.js' },
  dependencies: {},
  peerDependencies: {},
  devDependencies: {},
});
