/**
 * The build cache of twoslash outcomes: one file per sample under
 * `<cacheDir>/twoslash/`, named by a hash of everything the outcome depends
 * on: the sample's code and language, its environment's packages (the
 * @rslib/core release and the plugins), the twoslash and TypeScript
 * versions, and the code that computes it. A sample whose key is there is
 * never computed again, in this build or a later one (twins in both
 * languages share one). A file that does not read back as an outcome
 * counts as missing.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isSampleOutcome, type SampleOutcome } from './sample-outcome';

/** The modules an outcome is computed by (compute.ts and what it reads the sample with), from the project root. */
const COMPUTED_BY = [
  'content-schema/markdown/twoslash/compute.ts',
  'content-schema/markdown/twoslash/sample-outcome.ts',
  'content-schema/shared/sample-compiler-options.ts',
  'content-schema/shared/sample-environment.ts',
];

/** `version` of the package `name` as Node resolves it from `dir`. */
function installedVersion(dir: string, name: string): string {
  for (let at = dir; ; at = path.dirname(at)) {
    try {
      const json = readFileSync(path.join(at, 'node_modules', name, 'package.json'), 'utf8');
      return (JSON.parse(json) as { version: string }).version;
    } catch {
      if (path.dirname(at) === at) return 'missing';
    }
  }
}

const environmentKeys = new Map<string, string>();

/** What every outcome of an environment depends on besides the sample itself. */
function environmentKey(environment: string, projectRoot: string): string {
  let key = environmentKeys.get(environment);
  if (!key) {
    const hash = createHash('sha256')
      .update(readFileSync(path.join(environment, 'package.json')))
      .update(`\0@rslib/core@${installedVersion(environment, '@rslib/core')}`)
      .update(`\0twoslash@${installedVersion(projectRoot, 'twoslash')}`)
      .update(`\0typescript@${installedVersion(projectRoot, 'typescript')}`);
    for (const file of COMPUTED_BY)
      hash.update(`\0${file}\0`).update(readFileSync(path.join(projectRoot, file)));
    key = hash.digest('hex');
    environmentKeys.set(environment, key);
  }
  return key;
}

export function sampleKey(environment: string, projectRoot: string, lang: string, code: string): string {
  return createHash('sha256')
    .update(environmentKey(environment, projectRoot))
    .update(`\0${lang}\0`)
    .update(code)
    .digest('hex');
}

const fileOf = (cacheDir: string, key: string) => path.join(cacheDir, 'twoslash', `${key}.json`);

export function readCachedOutcome(cacheDir: string, key: string): SampleOutcome | undefined {
  try {
    const value: unknown = JSON.parse(readFileSync(fileOf(cacheDir, key), 'utf8'));
    return isSampleOutcome(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Whole or not at all: a temporary file renamed into place. */
export function writeCachedOutcome(cacheDir: string, key: string, outcome: SampleOutcome) {
  const file = fileOf(cacheDir, key);
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(outcome));
  renameSync(tmp, file);
}
