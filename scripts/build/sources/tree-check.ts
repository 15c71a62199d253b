/**
 * What every content tree must be before a build reads it, judged by what
 * the file system says and never by how a path reads (`l -> .` makes
 * `l/l/../../etc/passwd` look inside the tree while it leads out):
 *
 * - a fetched or cached tree is exactly what its source lists: the same
 *   folders and files with the same bytes, and nothing else, so no link, no
 *   device, FIFO or socket, no file with a second name (`matchesListing`);
 * - a folder (`content/`, another folder, a `--local` checkout) has no link
 *   whose real path leaves it or that leads to a folder (a loop), no special
 *   file and no file with a name outside it (`folderProblems`);
 * - either holds `en/` and `zh/` with their navigation (`treeProblem`).
 */
import {
  existsSync,
  lstatSync,
  readdirSync,
  readFileSync,
  realpathSync,
  statSync,
  type Stats,
} from 'node:fs';
import path from 'node:path';

/** What a source holds, read from the source itself: folders, and files with a hash of their bytes. */
export interface Listing {
  files: Map<string, string>;
  dirs: Set<string>;
}

/** What a walk found that is neither a file nor a folder. */
function kindOf(stat: Stats): string {
  if (stat.isSymbolicLink()) return 'a symbolic link';
  if (stat.isFIFO()) return 'a FIFO';
  if (stat.isCharacterDevice()) return 'a character device';
  if (stat.isBlockDevice()) return 'a block device';
  if (stat.isSocket()) return 'a socket';
  return 'not a file or folder';
}

/**
 * Why `tree` is not exactly `listing`, or undefined when it is. Nothing is
 * followed: an entry is judged by `lstat`, and the walk stops at the first
 * difference (a tree planted with a million files costs no more than one).
 */
export function treeMismatch(
  tree: string,
  listing: Listing,
  hash: (bytes: Buffer) => string,
): string | undefined {
  if (!lstatSync(tree, { throwIfNoEntry: false })?.isDirectory())
    return 'the tree is missing or is not a folder';
  let files = 0;
  let dirs = 0;
  const walk = (dir: string, rel: string): string | undefined => {
    for (const name of readdirSync(dir)) {
      const relative = rel ? `${rel}/${name}` : name;
      const full = path.join(dir, name);
      const stat = lstatSync(full);
      if (stat.isDirectory()) {
        if (!listing.dirs.has(relative)) return `"${relative}" is a folder the source does not have`;
        dirs++;
        const problem = walk(full, relative);
        if (problem) return problem;
      } else if (stat.isFile()) {
        const expected = listing.files.get(relative);
        if (expected === undefined) return `"${relative}" is not a file of the source`;
        if (stat.nlink > 1) return `"${relative}" has another name (a hard link)`;
        if (hash(readFileSync(full)) !== expected) return `"${relative}" differs from the source`;
        files++;
      } else return `"${relative}" is ${kindOf(stat)}`;
    }
    return undefined;
  };
  const problem = walk(tree, '');
  if (problem) return problem;
  if (files !== listing.files.size || dirs !== listing.dirs.size) {
    const missing = [...listing.files.keys(), ...listing.dirs].find((p) => !existsSync(path.join(tree, p)));
    return `"${missing ?? '?'}" is missing`;
  }
  return undefined;
}

/** Whether real path `target` is `root` or inside it. */
const inside = (root: string, target: string) => target === root || target.startsWith(`${root}${path.sep}`);

/**
 * What a version's folder holds that a build must not read through, relative
 * to it: a link whose real path is outside the folder (or that leads
 * nowhere), a link to a folder, a device, FIFO or socket, a file with another
 * name outside it. A link to a file inside the folder is fine. Only what a
 * build reads is walked: `en/` and `zh/`, without hidden entries (a local
 * checkout's `.git/objects` are hard links to the repository it was cloned from).
 */
export function folderProblems(dir: string): string[] {
  const root = realpathSync(dir);
  const problems: string[] = [];
  const names = new Map<string, { seen: number; nlink: number; relative: string }>();
  const walk = (folder: string, rel: string) => {
    for (const name of readdirSync(folder)) {
      if (name.startsWith('.')) continue;
      const relative = rel ? `${rel}/${name}` : name;
      const full = path.join(folder, name);
      const stat = lstatSync(full);
      if (stat.isDirectory()) walk(full, relative);
      else if (stat.isSymbolicLink()) {
        let target: string;
        try {
          target = realpathSync(full);
        } catch {
          problems.push(`"${relative}" is a link that leads nowhere, or in a loop`);
          continue;
        }
        if (!inside(root, target)) problems.push(`"${relative}" is a link that leads out of the folder`);
        else if (statSync(full).isDirectory()) problems.push(`"${relative}" is a link to a folder`);
      } else if (stat.isFile()) {
        if (stat.nlink > 1) {
          const key = `${stat.dev}:${stat.ino}`;
          const known = names.get(key) ?? { seen: 0, nlink: stat.nlink, relative };
          known.seen++;
          names.set(key, known);
        }
      } else problems.push(`"${relative}" is ${kindOf(stat)}`);
    }
  };
  for (const lang of ['en', 'zh']) {
    const top = path.join(root, lang);
    const stat = lstatSync(top, { throwIfNoEntry: false });
    if (stat?.isDirectory()) walk(top, lang);
    else if (stat?.isSymbolicLink() && !inside(root, realpathSync(top)))
      problems.push(`"${lang}" is a link that leads out of the folder`);
  }
  for (const { seen, nlink, relative } of names.values())
    if (seen < nlink) problems.push(`"${relative}" is a hard link to a file outside the folder`);
  return problems;
}

/** Why `dir` cannot be a version's content tree, or undefined when it can. */
export function treeProblem(dir: string): string | undefined {
  if (!existsSync(dir)) return `${dir} does not exist`;
  if (!statSync(dir).isDirectory()) return `${dir} is not a folder`;
  const missing = ['en', 'zh'].filter((lang) => !existsSync(path.join(dir, lang, '_navigation.yaml')));
  if (missing.length)
    return `${dir} has no ${missing.map((l) => `${l}/_navigation.yaml`).join(' and ')}: a content tree has en/ and zh/, each with its _navigation.yaml, as content/ does`;
  return undefined;
}
