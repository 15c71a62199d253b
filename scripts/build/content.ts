/**
 * The content stage: Contentlayer (`content-schema/`) checks every document
 * against its schema and compiles its Markdown, reusing what its own cache
 * holds for unchanged documents. Its messages are printed only when it
 * fails: content problems are reported by the checks, with lines.
 */
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { MARKDOWN_COPIES_DIR } from '../../content-schema/markdown/plain-copy-store';
import { childEnv, type Settings } from '../../content-schema/shared/settings';
import { runCommand } from '../lib/commands';
import { filesKey, readRecord, writeRecord } from './records';

const DEPENDENCIES_RECORD = 'content-dependencies';

/**
 * Contentlayer keeps a page's compiled fields until the page's file
 * changes, but what it compiled also depends on the installed packages: the
 * Markdown plugins, and the @rslib/core release and plugins of the sample
 * environments whose types the `twoslash` hovers show (npm workspaces, in
 * the same lockfile). When the lockfile changed since the last content
 * build, its cache is dropped and every page compiles again.
 */
function dropCacheWhenPackagesChanged(settings: Settings): () => void {
  const key = filesKey(settings.root, ['package-lock.json']);
  if (readRecord<string>(settings, DEPENDENCIES_RECORD) !== key)
    rmSync(path.join(settings.root, '.contentlayer', '.cache'), { recursive: true, force: true });
  return () => writeRecord(settings, DEPENDENCIES_RECORD, key);
}

export async function buildContent(settings: Settings) {
  const built = dropCacheWhenPackagesChanged(settings);
  await runCommand(path.join(settings.root, 'node_modules/.bin/contentlayer2'), ['build'], {
    cwd: settings.root,
    env: childEnv(settings, { PWD: settings.root }),
    quiet: true,
  });
  built();
  pruneGenerated(settings.generatedDir);
}

/**
 * The site reads only each type's `_index.json` and the type declarations.
 * Our patch of Contentlayer (scripts/patches/@contentlayer2+core+…) stops it
 * writing a file per document and an `_index.mjs`; this removes what an
 * earlier, unpatched content build left.
 */
function pruneGenerated(generatedDir: string) {
  for (const type of readdirSync(generatedDir, { withFileTypes: true })) {
    if (!type.isDirectory() || type.name === MARKDOWN_COPIES_DIR) continue;
    const dir = path.join(generatedDir, type.name);
    for (const file of readdirSync(dir)) {
      if (file === '_index.json') continue;
      if (file === '_index.mjs' || file.endsWith('.json')) rmSync(path.join(dir, file), { force: true });
    }
  }
}
