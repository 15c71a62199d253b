import { execFile } from 'node:child_process';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Runs the real content build (`contentlayer2 build` with the project's
 * schemas) over a fixture content tree, in a scratch folder so that the
 * project's own `.contentlayer/` is left alone. The caller removes the
 * folder with `dispose()` once it has read (or moved) `generatedDir`.
 */
export async function buildContentInScratch(contentDir: string, env: Record<string, string> = {}) {
  const cwd = await mkdtemp(path.join(tmpdir(), 'rslib-content-'));
  await symlink(path.join(ROOT, 'node_modules'), path.join(cwd, 'node_modules'));
  await writeFile(
    path.join(cwd, 'contentlayer.config.ts'),
    `export { default } from ${JSON.stringify(path.join(ROOT, 'content-schema/index.ts'))};\n`,
  );
  const dispose = () => rm(cwd, { recursive: true, force: true });
  return new Promise<{ code: number; output: string; generatedDir: string; dispose: () => Promise<void> }>(
    (resolve) => {
      execFile(
        path.join(ROOT, 'node_modules/.bin/contentlayer2'),
        ['build'],
        // Contentlayer takes its working folder from $PWD before process.cwd().
        {
          cwd,
          env: {
            ...process.env,
            PWD: cwd,
            CONTENT_DIR: path.resolve(contentDir),
            CONTENT_COMPILE_WORKER: path.join(ROOT, 'content-schema/markdown/compile-worker.ts'),
            ...env,
          },
        },
        (error, stdout, stderr) =>
          resolve({
            code: error ? (typeof error.code === 'number' ? error.code : 1) : 0,
            output: `${stdout}${stderr}`,
            generatedDir: path.join(cwd, '.contentlayer/generated'),
            dispose,
          }),
      );
    },
  );
}
