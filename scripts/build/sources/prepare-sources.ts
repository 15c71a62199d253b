/**
 * Before any stage of a build (and before `npm run dev` starts): every
 * version's pages are where the settings say, checked. A fetched source is
 * taken from the cache when its tree is there and still what was fetched
 * (its digest is checked, never trusted blindly; no network then, so a build
 * works offline), fetched otherwise; then, when a version's pages are not in
 * its own folder of this project, the staging folder Contentlayer reads is
 * linked together. Any problem throws a `SourceError` that says which
 * version, which source and what to do.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describeSource, type RemoteSource } from '../../../content-schema/shared/content-sources';
import { archiveFolder } from '../../../content-schema/shared/versions';
import type { Settings } from '../../../content-schema/shared/settings';
import { fetchGitTree, GitFailure } from './git-tree';
import { SourceError } from './source-error';
import { download, TarballFailure, unpack } from './tarball-tree';
import { linksOut, treeDigest, treeProblem } from './tree-check';

/** What happened to each version's source, for the build's log. */
export interface SourceReport {
  version: string;
  /** `folder`: read in place; `cached`: a verified tree from the cache; `fetched`: downloaded now. */
  how: 'folder' | 'cached' | 'fetched';
  source: string;
  ms: number;
}

const digestFile = (tree: string) => `${tree}.digest`;

/** A cached tree that is still the one fetched: its digest matches the one written then. */
function verifiedCache(tree: string): boolean {
  if (!existsSync(tree) || !existsSync(digestFile(tree))) return false;
  return readFileSync(digestFile(tree), 'utf8').trim() === treeDigest(tree);
}

const ADVICE = {
  unreachable:
    'Check the URL and the network. Once a build has fetched this source, its cached copy (.content-cache/) lets later builds run offline.',
  timeout:
    'The server accepted the connection but did not answer in time. Try again, or raise CONTENT_FETCH_TIMEOUT (seconds).',
  http: 'Check the URL: the archive must be downloadable without credentials.',
  checksum:
    'The archive is not the one pinned. If it changed on purpose, run `npm run content:fetch -- --update` to pin the new sha256; otherwise fix the URL.',
  corrupt: 'The archive is truncated or is not a .tar.gz. Pin a complete archive.',
  unsafe: 'The archive was refused: it would write outside its folder. Rebuild it without such entries.',
  'missing-commit':
    'Check the commit: it must be reachable from a branch or tag of that repository. `npm run content:fetch -- --update` pins the commit of "ref".',
  failed: 'See the message of git above.',
} as const;

const PROBLEM: Record<keyof typeof ADVICE, (detail: string) => string> = {
  unreachable: (d) => `cannot be reached: ${d}`,
  timeout: (d) => `did not answer: ${d}`,
  http: (d) => d,
  checksum: (d) => d,
  corrupt: (d) => `the archive is corrupt: ${d}`,
  unsafe: (d) => `the archive has entries outside its folder: ${d}`,
  'missing-commit': (d) => d,
  failed: (d) => `git failed: ${d}`,
};

/** Fetches a remote source's tree into its place in the cache, written whole or not at all. */
async function fetchTree(version: string, source: RemoteSource, timeoutMs: number): Promise<void> {
  const staging = `${source.tree}.tmp-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  rmSync(`${staging}.git`, { recursive: true, force: true });
  rmSync(`${staging}.tar.gz`, { force: true });
  try {
    if (source.kind === 'git') await fetchGitTree(source.url, source.commit, staging, timeoutMs);
    else {
      const sha256 = await download(source.url, `${staging}.tar.gz`, timeoutMs);
      if (sha256 !== source.sha256)
        throw new TarballFailure(
          'checksum',
          `the archive's sha256 is ${sha256}, not the pinned ${source.sha256}`,
        );
      await unpack(`${staging}.tar.gz`, staging);
    }
    const out = linksOut(staging);
    if (out.length)
      throw new SourceError(
        version,
        source,
        `links that lead out of the tree: ${out.slice(0, 3).join(', ')}`,
        ADVICE.unsafe,
      );
    rmSync(source.tree, { recursive: true, force: true });
    writeFileSync(digestFile(source.tree), `${treeDigest(staging)}\n`);
    renameSync(staging, source.tree);
  } catch (error) {
    if (error instanceof GitFailure || error instanceof TarballFailure)
      throw new SourceError(version, source, PROBLEM[error.kind](error.detail), ADVICE[error.kind]);
    throw error;
  } finally {
    rmSync(staging, { recursive: true, force: true });
    rmSync(`${staging}.git`, { recursive: true, force: true });
    rmSync(`${staging}.tar.gz`, { force: true });
  }
}

/**
 * The staging folder Contentlayer reads when a version's pages are not in
 * its own folder: links in content/'s layout (`en`, `zh`, `v0.11`) to each
 * version's folder, made afresh and swapped in whole.
 */
function linkStage(settings: Settings) {
  const next = `${settings.contentDir}.tmp-${process.pid}`;
  rmSync(next, { recursive: true, force: true });
  mkdirSync(next, { recursive: true });
  for (const version of settings.versions) {
    if (version.current)
      for (const lang of ['en', 'zh'])
        symlinkSync(path.join(version.dir, lang), path.join(next, lang), 'dir');
    else symlinkSync(version.dir, path.join(next, archiveFolder(version.name)), 'dir');
  }
  rmSync(settings.contentDir, { recursive: true, force: true });
  renameSync(next, settings.contentDir);
}

/** Makes every version's pages ready to read; throws a `SourceError` on the first that is not. */
export async function prepareSources(settings: Settings): Promise<SourceReport[]> {
  const reports: SourceReport[] = [];
  for (const version of settings.versions) {
    const started = performance.now();
    const { source } = version;
    let how: SourceReport['how'] = 'folder';
    if (source.kind !== 'folder') {
      if (verifiedCache(source.tree)) how = 'cached';
      else {
        await fetchTree(version.name, source, settings.contentFetchTimeoutMs);
        how = 'fetched';
      }
    }
    const where = source.kind === 'folder' ? path.relative(settings.root, source.dir) || '.' : source;
    if (source.kind !== 'folder' && source.path && !existsSync(source.dir))
      throw new SourceError(
        version.name,
        source,
        `has no folder "${source.path}"`,
        'Fix "path": it is the folder inside the source that holds en/ and zh/.',
      );
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
    if (source.kind === 'folder' && !source.own) {
      const out = linksOut(source.dir);
      if (out.length)
        throw new SourceError(
          version.name,
          where,
          `links that lead out of the folder: ${out.slice(0, 3).join(', ')}`,
          ADVICE.unsafe,
        );
    }
    reports.push({
      version: version.name,
      how,
      source:
        source.kind === 'folder' ? path.relative(settings.root, source.dir) || '.' : describeSource(source),
      ms: Math.round(performance.now() - started),
    });
  }
  if (settings.contentDir !== settings.versions.find((v) => v.current)?.dir) linkStage(settings);
  return reports;
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
        ? `content ${r.version}: fetched ${r.source} (${r.ms} ms)`
        : r.how === 'cached'
          ? `content ${r.version}: ${r.source}, from the cache (verified; the source was not contacted, so this works offline)`
          : `content ${r.version}: the folder ${r.source}`,
    );
}
