/**
 * `npm run content:fetch [-- --update]`: makes every version's pages ready as
 * a build would (scripts/build/sources/prepare-sources.ts) and says what it
 * fetched. With `--update`, the sources of the `CONTENT_SOURCES` file are
 * pinned first: a git source's `ref` (or a branch or tag written as its
 * `commit`) is resolved to its commit, a tarball's sha256 is computed from a
 * download, and both are written back into the file.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseSourcesFile } from '../content-schema/shared/content-sources';
import { resolveSettings, type FetchLimits } from '../content-schema/shared/settings';
import { VERSIONS, type ContentSource } from '../content-schema/shared/versions';
import { resolveRef } from './build/sources/git-tree';
import { prepareSources, sourcesSummary } from './build/sources/prepare-sources';
import { fetchWatch } from './build/sources/fetch-watch';
import { download } from './build/sources/tarball-tree';

const COMMIT = /^[0-9a-f]{40}$/i;

/** Pins the sources of `file`; returns a line per source it changed. */
async function pin(file: string, limits: FetchLimits): Promise<string[]> {
  const sources = parseSourcesFile(
    readFileSync(file, 'utf8'),
    file,
    VERSIONS.map((v) => v.name),
    { pinned: false },
  );
  const changed: string[] = [];
  const pinned: Record<string, ContentSource> = {};
  for (const [name, source] of Object.entries(sources)) {
    // Each source's clocks, as for a fetch (fetch-watch.ts).
    const watch = fetchWatch(limits);
    const scratch = mkdtempSync(path.join(tmpdir(), 'rslib-content-'));
    try {
      if ('git' in source) {
        const ref = source.ref ?? (source.commit && !COMMIT.test(source.commit) ? source.commit : undefined);
        const commit = ref ? await resolveRef(source.git, ref, limits, watch) : source.commit;
        if (commit !== source.commit) changed.push(`${name}: ${source.git} ${ref} → ${commit}`);
        pinned[name] = ref ? { ...source, commit, ref } : source;
      } else if ('tarball' in source) {
        const sha256 = await download(source.tarball, path.join(scratch, 'archive.tar.gz'), limits, watch);
        if (sha256 !== source.sha256) changed.push(`${name}: ${source.tarball} sha256 → ${sha256}`);
        pinned[name] = { ...source, sha256 };
      } else pinned[name] = source;
    } finally {
      watch.done();
      rmSync(scratch, { recursive: true, force: true });
    }
  }
  writeFileSync(file, `${JSON.stringify(pinned, null, 2)}\n`);
  return changed;
}

try {
  const update = process.argv.includes('--update');
  let settings = resolveSettings(undefined, process.cwd(), { pinned: !update });
  if (update) {
    if (!settings.sourcesFile)
      throw new Error(
        '--update pins the sources of the CONTENT_SOURCES file, and none is named. Sources declared in content-schema/shared/versions.ts are pinned there by hand.',
      );
    const changed = await pin(settings.sourcesFile, settings.contentFetch);
    console.log(
      changed.length
        ? `Pinned in ${path.relative(process.cwd(), settings.sourcesFile)}:\n${changed.map((l) => `  ${l}`).join('\n')}`
        : `${path.relative(process.cwd(), settings.sourcesFile)}: every source was pinned already.`,
    );
    settings = resolveSettings();
  }
  const reports = await prepareSources(settings);
  const lines = sourcesSummary(reports, settings);
  console.log(
    lines.length
      ? lines.join('\n')
      : 'content: every version is read from its folder of this project; nothing to fetch.',
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
