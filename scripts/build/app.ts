/**
 * The app stage: Remix's compiler (classic, `remix.config.js`) builds the
 * server and browser bundles into `settings.buildDir`. Skipped when every
 * file the previous build read (inputs.ts) and the settings it was given are
 * unchanged, and the server bundle is still the one that build wrote.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { childEnv, type Settings } from '../../content-schema/shared/settings';
import { runCommand } from '../lib/commands';
import { appInputs } from './inputs';
import { filesKey, readRecord, sha, writeRecord } from './records';

interface AppRecord {
  files: string[];
  key: string;
  server: string;
}

/** What remix.config.js reads: the settings the app bundles depend on, handed to the compiler. */
const compilerEnv = (settings: Settings) => ({
  NODE_ENV: 'production',
  BASE_PATH: settings.basePath,
  BUILD_DIR: path.relative(settings.root, settings.buildDir),
  REMIX_CACHE_DIR: settings.remixCacheDir,
});

const serverBundle = (settings: Settings) => {
  const file = path.join(settings.buildDir, 'server/index.js');
  return existsSync(file) ? sha(readFileSync(file)) : '';
};

/** Builds the app unless the last build is still current; says which. */
export async function buildApp(settings: Settings): Promise<'built' | 'reused'> {
  const env = compilerEnv(settings);
  const name = `app-${settings.buildDir}`;
  const last = readRecord<AppRecord>(settings, name);
  if (
    last &&
    last.server !== '' &&
    last.server === serverBundle(settings) &&
    last.key === filesKey(settings.root, last.files, env) &&
    existsSync(path.join(settings.buildDir, 'client'))
  )
    return 'reused';
  await runCommand(path.join(settings.root, 'node_modules/.bin/remix'), ['build'], {
    cwd: settings.root,
    env: childEnv(settings, env),
  });
  const files = appInputs(settings);
  writeRecord(settings, name, {
    files,
    key: filesKey(settings.root, files, env),
    server: serverBundle(settings),
  });
  return 'built';
}
