/**
 * A fetched source's entry in the content cache: the pin's own evidence (the
 * archive whose sha256 is pinned, or a bare repository holding the pinned
 * commit) beside the tree made from it. The cache vouches for nothing: a hit
 * counts only once the evidence is shown to be what the pin names (the
 * archive hashed again; the commit fetched out of the repository into a new
 * one, which hashes every object) and the tree is exactly what the evidence
 * lists. A tree and a digest written by hand cannot pass: there is no digest.
 */
import { createHash } from 'node:crypto';
import { createReadStream, lstatSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { RemoteSource } from '../../../content-schema/shared/content-sources';
import type { FetchLimits } from '../../../content-schema/shared/settings';
import { fetchWatch } from './fetch-watch';
import { checkout, commitListing, fetchCommit, fetchCommitFromCache, gitBlobId } from './git-tree';
import { FetchFailure } from './source-error';
import { archiveListing, download, unpack } from './tarball-tree';
import { treeMismatch, type Listing } from './tree-check';

/** The archive or repository a cached tree is checked against. */
export const evidenceOf = (source: RemoteSource) =>
  `${source.tree}${source.kind === 'git' ? '.git' : '.tar.gz'}`;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** A folder of its own for one fetch or check, in the cache (so a rename moves it into place). */
const scratch = (cacheDir: string, what: string) => mkdtempSync(path.join(cacheDir, `.${what}-`));

/**
 * `'hit'` when the cached entry is provably what the pin names, `'absent'`
 * when there is none, else why it cannot be used (`{ discarded }`). A pinned archive or commit
 * that holds what no build may read fails as it would when fetched.
 */
export async function checkCached(
  source: RemoteSource,
  limits: FetchLimits,
  cacheDir: string,
): Promise<'hit' | 'absent' | { discarded: string }> {
  const evidence = lstatSync(evidenceOf(source), { throwIfNoEntry: false });
  if (!evidence || !lstatSync(source.tree, { throwIfNoEntry: false })) return 'absent';
  const work = scratch(cacheDir, 'check');
  const watch = fetchWatch(limits);
  try {
    let listing: Listing;
    if (source.kind === 'tarball') {
      if (!evidence.isFile()) return { discarded: 'its archive is not a file' };
      if ((await sha256OfFile(evidenceOf(source))) !== source.sha256)
        return { discarded: 'its archive is not the pinned one' };
      listing = await archiveListing(evidenceOf(source), limits);
    } else {
      const fresh = path.join(work, 'repo.git');
      if (
        !evidence.isDirectory() ||
        !(await fetchCommitFromCache(evidenceOf(source), source.commit, fresh, limits, watch))
      )
        return { discarded: 'its repository does not hold the pinned commit' };
      listing = await commitListing(fresh, source.commit, limits);
    }
    const mismatch = treeMismatch(source.tree, listing, source.kind === 'git' ? gitBlobId : sha256);
    return mismatch ? { discarded: mismatch } : 'hit';
  } finally {
    watch.done();
    rmSync(work, { recursive: true, force: true });
  }
}

/** Moves `from` to `to` (both in the cache), replacing whatever is there: a file, a folder, a link. */
export function replace(from: string, to: string, cacheDir: string) {
  if (lstatSync(to, { throwIfNoEntry: false })) {
    const old = scratch(cacheDir, 'old');
    renameSync(to, path.join(old, 'entry'));
    renameSync(from, to);
    rmSync(old, { recursive: true, force: true });
  } else renameSync(from, to);
}

/** Removes a cached entry that did not prove itself: nothing of it stays for a later build to read. */
export function removeEntry(source: RemoteSource, cacheDir: string) {
  const old = scratch(cacheDir, 'old');
  for (const [i, entry] of [source.tree, evidenceOf(source), `${source.tree}.digest`].entries())
    if (lstatSync(entry, { throwIfNoEntry: false })) renameSync(entry, path.join(old, String(i)));
  rmSync(old, { recursive: true, force: true });
}

/**
 * Fetches a source into a folder of its own in the cache, lists it, writes
 * its tree, checks the tree against the listing, and only then puts both in
 * the entry's place; a failure leaves nothing behind. Throws `FetchFailure`.
 */
export async function fetchEntry(source: RemoteSource, limits: FetchLimits, cacheDir: string): Promise<void> {
  const work = scratch(cacheDir, 'fetch');
  const watch = fetchWatch(limits);
  const tree = path.join(work, 'tree');
  try {
    let evidence: string;
    let listing: Listing;
    if (source.kind === 'git') {
      evidence = path.join(work, 'repo.git');
      await fetchCommit(source.url, source.commit, evidence, limits, watch);
      listing = await commitListing(evidence, source.commit, limits);
      await checkout(evidence, source.commit, tree, limits);
    } else {
      evidence = path.join(work, 'archive.tar.gz');
      const sha = await download(source.url, evidence, limits, watch);
      if (sha !== source.sha256)
        throw new FetchFailure('checksum', `the archive's sha256 is ${sha}, not the pinned ${source.sha256}`);
      listing = await archiveListing(evidence, limits);
      await unpack(evidence, tree);
    }
    const mismatch = treeMismatch(tree, listing, source.kind === 'git' ? gitBlobId : sha256);
    if (mismatch)
      throw new FetchFailure('corrupt', `once written, the tree is not what the source lists: ${mismatch}`);
    replace(tree, source.tree, cacheDir);
    replace(evidence, evidenceOf(source), cacheDir);
    // What the cache kept before its entries carried their evidence.
    rmSync(`${source.tree}.digest`, { force: true });
  } finally {
    watch.done();
    rmSync(work, { recursive: true, force: true });
  }
}
