import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { childEnv, envWith, resolveSettings } from '../../content-schema/shared/settings';
import { runCommand } from './commands';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Runs the real content build (`contentlayer2 build` with the project's
 * schemas) over a fixture content tree, in a scratch folder so that the
 * project's own `.contentlayer/` is left alone. `env` changes the settings
 * (`WORKERS`, say). The caller removes the folder with `dispose()` once it
 * has read (or moved) `generatedDir`.
 */
export async function buildContentInScratch(contentDir: string, env: Record<string, string> = {}) {
  const cwd = await mkdtemp(path.join(tmpdir(), 'rslib-content-'));
  await symlink(path.join(ROOT, 'node_modules'), path.join(cwd, 'node_modules'));
  await writeFile(
    path.join(cwd, 'contentlayer.config.ts'),
    `export { default } from ${JSON.stringify(path.join(ROOT, 'content-schema/index.ts'))};\n`,
  );
  const generatedDir = path.join(cwd, '.contentlayer/generated');
  const settings = resolveSettings(
    envWith({ ...env, CONTENT_DIR: path.resolve(contentDir), CONTENT_GENERATED_DIR: generatedDir }),
    ROOT,
  );
  const dispose = () => rm(cwd, { recursive: true, force: true });
  // Contentlayer takes its working folder from $PWD before process.cwd().
  const result = await runCommand(path.join(ROOT, 'node_modules/.bin/contentlayer2'), ['build'], {
    cwd,
    env: childEnv(settings, { PWD: cwd }),
    quiet: true,
  }).then(
    (done) => ({ code: 0, output: `${done.stdout}${done.stderr}` }),
    (error: Error) => ({ code: 1, output: error.message }),
  );
  return { ...result, generatedDir, dispose };
}
