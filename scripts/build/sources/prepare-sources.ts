/**
 * Before any stage of a build (and before `npm run dev` starts): every
 * version's pages are where the settings say, checked. A fetched source is
 * taken from the cache only when the cache proves it is what the pin names
 * (cache-entry.ts; no network then, so a build works offline), fetched
 * otherwise; every tree, fetched or a folder, is then judged by what the file
 * system says (tree-check.ts); and when a version's pages are not in its own
 * folder of this project, the staging folder Contentlayer reads is linked
 * together. All of it under the cache's lock (cache-lock.ts). Any problem
 * throws a `SourceError` that says which version, which source and what to do.
 */
import {
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  symlinkSync,
} from 'node:fs';
import path from 'node:path';
import { describeSource } from '../../../content-schema/shared/content-sources';
import { archiveFolder } from '../../../content-schema/shared/versions';
import type { Settings } from '../../../content-schema/shared/settings';
import { checkCached, fetchEntry, removeEntry, replace } from './cache-entry';
import { lockCache } from './cache-lock';
import { FetchFailure, SourceError } from './source-error';
import { folderProblems, treeProblem } from './tree-check';

/** What happened to each version's source, for the build's log. */
export interface SourceReport {
  version: string;
  /** `folder`: read in place; `cached`: a verified tree from the cache; `fetched`: downloaded now. */
  how: 'folder' | 'cached' | 'fetched';
  source: string;
  ms: number;
  /** Why a cached copy was there and not used. */
  discarded?: string;
}

type Version = Settings['versions'][number];

const ADVICE: Record<FetchFailure['kind'], string> = {
  unreachable:
    'Check the URL and the network. Once a build has fetched this source, its cached copy (.content-cache/) lets later builds run offline.',
  timeout:
    'The server accepted the connection but did not answer in time. Try again, or raise CONTENT_FETCH_TIMEOUT (seconds).',
  http: 'Check the URL: the archive must be downloadable without credentials.',
  checksum:
    'The archive is not the one pinned. If it changed on purpose, run `npm run content:fetch -- --update` to pin the new sha256; otherwise fix the URL.',
  corrupt: 'The archive is truncated or is not a .tar.gz. Pin a complete archive.',
  unsafe:
    'Content from elsewhere may hold only files and folders inside its own folder: links, hard links, submodules, devices, FIFOs, absolute paths and .. are refused. Remove them from the source and pin it again.',
  'missing-commit':
    'Check the commit: it must be reachable from a branch or tag of that repository. `npm run content:fetch -- --update` pins the commit of "ref".',
  failed: 'See the message of git above.',
  limit: '',
};

const PROBLEM: Record<FetchFailure['kind'], (detail: string) => string> = {
  unreachable: (d) => `cannot be reached: ${d}`,
  timeout: (d) => `did not answer: ${d}`,
  http: (d) => d,
  checksum: (d) => d,
  corrupt: (d) => `the archive is corrupt: ${d}`,
  unsafe: (d) => `holds entries no build may read: ${d}`,
  'missing-commit': (d) => d,
  failed: (d) => `git failed: ${d}`,
  limit: (d) => d,
};

/** A fetched version's tree: from the cache when it proves itself, fetched otherwise. */
async function readyRemote(
  version: Version,
  settings: Settings,
): Promise<Pick<SourceReport, 'how' | 'discarded'>> {
  const { source } = version;
  if (source.kind === 'folder') return { how: 'folder' };
  let discarded: string | undefined;
  try {
    const cached = await checkCached(source, settings.contentFetch, settings.contentCacheDir);
    if (cached === 'hit') return { how: 'cached' };
    if (cached !== 'absent') {
      discarded = cached.discarded;
      removeEntry(source, settings.contentCacheDir);
    }
    await fetchEntry(source, settings.contentFetch, settings.contentCacheDir);
    return { how: 'fetched', discarded };
  } catch (error) {
    if (!(error instanceof FetchFailure)) throw error;
    const note = discarded ? ` (its cached copy was not used: ${discarded})` : '';
    throw new SourceError(
      version.name,
      source,
      `${PROBLEM[error.kind](error.detail)}${note}`,
      error.advice ?? ADVICE[error.kind],
    );
  }
}

/** Checks that a version's pages are a content tree a build may read; throws a `SourceError`. */
function checkTree(version: Version, settings: Settings) {
  const { source } = version;
  const where = source.kind === 'folder' ? path.relative(settings.root, source.dir) || '.' : source;
  if (source.kind !== 'folder' && source.path) {
    // Judged by where it lands: the folder must be inside the tree.
    const real = existsSync(version.dir) ? realpathSync(version.dir) : undefined;
    const root = realpathSync(source.tree);
    if (!real || (real !== root && !real.startsWith(`${root}${path.sep}`)))
      throw new SourceError(
        version.name,
        source,
        `has no folder "${source.path}"`,
        'Fix "path": it is the folder inside the source that holds en/ and zh/.',
      );
  }
  const problem = treeProblem(version.dir);
  if (problem)
    throw new SourceError(
      version.name,
      where,
      problem.replace(
        version.dir,
        source.kind === 'folder'
          ? path.relative(settings.root, version.dir) || '.'
          : source.path
            ? `"${source.path}"`
            : 'the tree',
      ),
      source.kind === 'folder'
        ? 'Point the version at a folder with en/ and zh/.'
        : 'Point "path" at the folder that holds en/ and zh/.',
    );
  // A fetched tree was matched entry by entry against its source; a folder is walked here.
  if (source.kind !== 'folder') return;
  const refused = folderProblems(source.dir);
  if (refused.length)
    throw new SourceError(
      version.name,
      where,
      `holds what a build may not read through: ${refused.slice(0, 3).join('; ')}${refused.length > 3 ? ` (and ${refused.length - 3} more)` : ''}`,
      'A content folder holds files and folders, and links to files inside it: remove links that lead out of it or to a folder, devices, FIFOs and hard links to files elsewhere.',
    );
}

/**
 * The staging folder Contentlayer reads when a version's pages are not in
 * its own folder: links in content/'s layout (`en`, `zh`, `v0.11`) to each
 * version's folder. Left alone when it already holds exactly those links (a
 * dev server may be reading it), else made afresh and swapped in whole.
 */
function linkStage(settings: Settings) {
  const links = settings.versions.flatMap((version): [string, string][] =>
    version.current
      ? ['en', 'zh'].map((lang) => [lang, path.join(version.dir, lang)])
      : [[archiveFolder(version.name), version.dir]],
  );
  const stage = settings.contentDir;
  const current =
    lstatSync(stage, { throwIfNoEntry: false })?.isDirectory() &&
    readdirSync(stage).sort().join('\n') ===
      links
        .map(([name]) => name)
        .sort()
        .join('\n') &&
    links.every(([name, target]) => {
      const link = path.join(stage, name);
      return lstatSync(link).isSymbolicLink() && readlinkSync(link) === target;
    });
  if (current) return;
  const next = mkdtempSync(path.join(settings.contentCacheDir, '.stage-'));
  for (const [name, target] of links) symlinkSync(target, path.join(next, name), 'dir');
  replace(next, stage, settings.contentCacheDir);
}

/** Makes every version's pages ready to read; throws a `SourceError` on the first that is not. */
export async function prepareSources(settings: Settings): Promise<SourceReport[]> {
  const staged = settings.contentDir !== settings.versions.find((v) => v.current)?.dir;
  const cached = staged || settings.versions.some((v) => v.source.kind !== 'folder');
  // Another build may be fetching the same sources: wait for it up to its own deadline.
  const release = cached
    ? await lockCache(settings.contentCacheDir, (settings.contentFetch.deadlineSeconds + 60) * 1000)
    : undefined;
  try {
    const reports: SourceReport[] = [];
    for (const version of settings.versions) {
      const started = performance.now();
      const ready = await readyRemote(version, settings);
      checkTree(version, settings);
      const { source } = version;
      reports.push({
        version: version.name,
        ...ready,
        source:
          source.kind === 'folder' ? path.relative(settings.root, source.dir) || '.' : describeSource(source),
        ms: Math.round(performance.now() - started),
      });
    }
    if (staged) linkStage(settings);
    return reports;
  } finally {
    await release?.();
  }
}

/** One line per version that does not come from its own folder, for the build's log. */
export function sourcesSummary(reports: SourceReport[], settings: Settings): string[] {
  return reports
    .filter((r) => {
      const v = settings.versions.find((x) => x.name === r.version)!;
      return !(v.source.kind === 'folder' && v.source.own);
    })
    .map((r) =>
      r.how === 'fetched'
        ? `content ${r.version}: fetched ${r.source} (${r.ms} ms)${r.discarded ? `; its cached copy was not used: ${r.discarded}` : ''}`
        : r.how === 'cached'
          ? `content ${r.version}: ${r.source}, from the cache (verified against its pin; the source was not contacted, so this works offline)`
          : `content ${r.version}: the folder ${r.source}`,
    );
}
