/**
 * Vitest global setup: the real `content/` built by the real content build
 * into a folder of its own, so that the unit tests that read the site's
 * content (feeds, sitemap, llms files, search) need no `npm run build` and
 * never read the project's `.contentlayer/`. The folder is reused while
 * `content/`, the schemas, the app code they import, the lockfile and the
 * dependency patches are unchanged (its name is their hash), so a second run
 * costs nothing. It is built on a pool of `REAL_CONTENT_WORKERS` workers,
 * whatever the machine's cores: tests/integration/content-parallel.test.ts
 * compares it with a build on one worker.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildContentInScratch } from '../../scripts/lib/build-content-in-scratch';

const INPUTS = [
  'content',
  'content-schema',
  'app/lib',
  'app/config',
  'package-lock.json',
  'scripts/patches',
  'scripts/lib/build-content-in-scratch.ts',
];
export const REAL_CONTENT_WORKERS = 2;

function inputsHash(): string {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    const files = statSync(input).isDirectory()
      ? readdirSync(input, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => path.join(e.parentPath, e.name))
      : [input];
    for (const file of files.sort()) hash.update(file).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

export default async function setup() {
  if (process.env.CONTENT_GENERATED_DIR) return;
  const dir = path.join(tmpdir(), `rslib-test-content-${inputsHash()}-w${REAL_CONTENT_WORKERS}`);
  if (!existsSync(path.join(dir, 'Doc', '_index.json'))) {
    const { code, output, generatedDir, dispose } = await buildContentInScratch('content', {
      WORKERS: String(REAL_CONTENT_WORKERS),
    });
    if (code !== 0) {
      await dispose();
      throw new Error(`The content build of content/ failed:\n${output}`);
    }
    await rename(generatedDir, dir)
      .catch((error: NodeJS.ErrnoException) => {
        // Another run finished the same build first: use its folder.
        if (!existsSync(path.join(dir, 'Doc', '_index.json'))) throw error;
      })
      .finally(dispose);
  }
  // Read by app/lib/content.server.ts in the test workers, which inherit the environment.
  process.env.CONTENT_GENERATED_DIR = dir;
  process.env.REAL_CONTENT_BUILT_BY_SETUP = '1';
}
