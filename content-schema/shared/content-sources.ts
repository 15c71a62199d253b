/**
 * Where each version's pages come from, read and checked once with the
 * settings: the version's own folder of this project (the default), another
 * folder, a git repository at a pinned commit, or a `.tar.gz` archive with
 * its sha256. A deployer who must not edit code names a JSON file in
 * `CONTENT_SOURCES`, keyed by version name; a version the file leaves out
 * keeps what `versions.ts` declares.
 *
 * Nothing here touches the network: scripts/build/sources/ fetches, verifies
 * and caches what this module describes, before any stage of a build runs.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { sourceParts } from './routes';
import type { ContentSource } from './versions';

/** A source with every path worked out. */
export type ResolvedSource =
  | {
      kind: 'folder';
      /** The folder holding `en/` and `zh/`. */
      dir: string;
      /** The version's own folder of this project (`content/`, `content/v0.11/`): problems name it `content/…`. */
      own: boolean;
    }
  | {
      kind: 'git';
      url: string;
      /** Full 40-hex commit. */
      commit: string;
      /** The branch or tag the commit was taken from, when the declaration names one. */
      ref?: string;
      /** The folder inside the repository that holds `en/` and `zh/` ('' for its root). */
      path: string;
      /** Where the fetched tree is cached. */
      tree: string;
      dir: string;
    }
  | {
      kind: 'tarball';
      url: string;
      sha256: string;
      path: string;
      tree: string;
      dir: string;
    };

export type RemoteSource = Exclude<ResolvedSource, { kind: 'folder' }>;

const COMMIT = /^[0-9a-f]{40}$/;
const SHA256 = /^[0-9a-f]{64}$/;
const FIELDS: Record<string, string[]> = {
  folder: ['folder'],
  git: ['git', 'commit', 'ref', 'path'],
  tarball: ['tarball', 'sha256', 'path'],
};

/** The transports a git source may use: no remote helpers (`ext::` runs a command), no plain paths. */
const GIT_TRANSPORTS = ['https', 'ssh', 'git', 'file'];

/**
 * Why `url` cannot be a git source, or undefined when it can. The field is
 * data, never an argument: git is handed it after `--`, yet git reads more
 * than URLs there (`ext::sh -c …` runs a command, `-…` is an option, a host
 * `-oProxyCommand=…` reached ssh as one), so only an explicit transport is
 * taken: `https://`, `ssh://` (or ssh's `user@host:path`), `git://` and
 * `file:///`. A plain path is refused too: it depends on the folder git runs
 * in, and one with a colon reads as an ssh host.
 */
function gitUrlProblem(url: string): string | undefined {
  if (url.startsWith('-')) return 'starts with "-", which git would read as an option';
  if (/^[a-z][a-z0-9+.-]*::/i.test(url)) return 'names a git remote helper ("…::"), which runs a program';
  if (/[\0-\x20\x7f]/.test(url)) return 'contains spaces or control characters';
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(url)?.[1].toLowerCase();
  if (!scheme)
    return /^[a-z0-9][\w.-]*@[a-z0-9][\w.-]*:(?!\/\/)/i.test(url)
      ? undefined
      : 'is not a URL with a transport (a plain path is not taken: write file:///absolute/path)';
  if (!GIT_TRANSPORTS.includes(scheme)) return `uses the transport "${scheme}://", which is not allowed`;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'is not a valid URL';
  }
  if (scheme === 'file')
    return parsed.hostname === '' || parsed.hostname === 'localhost'
      ? undefined
      : 'is a file URL with a host: write file:///absolute/path';
  if (!/^[a-z0-9[]/i.test(parsed.hostname) || parsed.username.startsWith('-'))
    return 'has a host or user that does not start with a letter or digit';
  return undefined;
}

/** Why `url` cannot be a tarball source: it is downloaded over HTTP(S) only. */
function tarballUrlProblem(url: string): string | undefined {
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol) ? undefined : 'is not an http(s) URL';
  } catch {
    return 'is not a URL';
  }
}

/** A declared source checked field by field; `where` names the declaration in every message. */
export function checkSource(raw: unknown, where: string, { pinned = true } = {}): ContentSource {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new Error(`${where}: a source is an object with "folder", "git" or "tarball"`);
  const entry = raw as Record<string, unknown>;
  const kinds = Object.keys(FIELDS).filter((k) => k in entry);
  if (kinds.length !== 1)
    throw new Error(
      `${where}: give exactly one of "folder", "git" or "tarball" (got ${kinds.length ? kinds.join(', ') : 'none'})`,
    );
  const kind = kinds[0];
  const unknown = Object.keys(entry).filter((k) => !FIELDS[kind].includes(k));
  if (unknown.length)
    throw new Error(
      `${where}: ${unknown.map((k) => `"${k}"`).join(', ')} is not a field of a ${kind} source (its fields: ${FIELDS[kind].join(', ')})`,
    );
  for (const [key, value] of Object.entries(entry))
    if (typeof value !== 'string' || value.trim() === '')
      throw new Error(`${where}: "${key}" must be a non-empty string`);
  const fields = entry as Record<string, string>;
  const urlProblem =
    kind === 'git'
      ? gitUrlProblem(fields.git)
      : kind === 'tarball'
        ? tarballUrlProblem(fields.tarball)
        : undefined;
  if (urlProblem)
    throw new Error(
      `${where}: "${kind}" ${urlProblem} (got "${fields[kind]}"). ` +
        (kind === 'git'
          ? 'Use an https://, ssh://, git:// or file:/// URL, or user@host:path for ssh.'
          : 'Use the https:// URL of the .tar.gz.'),
    );
  for (const key of ['ref', 'commit'])
    if (fields[key]?.startsWith('-'))
      throw new Error(
        `${where}: "${key}" starts with "-" (got "${fields[key]}"): name a branch, a tag or a commit.`,
      );
  const inside = fields.path as string | undefined;
  if (inside !== undefined && (path.isAbsolute(inside) || inside.split(/[\\/]/).includes('..')))
    throw new Error(`${where}: "path" is a folder inside the source, without ".." (got "${inside}")`);
  if (kind === 'git' && pinned && !COMMIT.test((fields.commit ?? '').toLowerCase())) {
    const ref = fields.ref ?? fields.commit;
    throw new Error(
      `${where}: "commit" must be a full 40-hex commit${fields.commit ? ` (got "${fields.commit}")` : ''}: a branch or tag is not reproducible. ` +
        (ref
          ? `Run \`npm run content:fetch -- --update\` to resolve ${ref} to its commit and write it here.`
          : 'Set "ref" to the branch to follow and run `npm run content:fetch -- --update` to pin it.'),
    );
  }
  if (kind === 'tarball' && pinned && !SHA256.test((fields.sha256 ?? '').toLowerCase()))
    throw new Error(
      `${where}: "sha256" must be the 64-hex SHA-256 of the archive${fields.sha256 ? ` (got "${fields.sha256}")` : ''}. Run \`npm run content:fetch -- --update\` to compute it and write it here.`,
    );
  return entry as ContentSource;
}

/** The sources of a `CONTENT_SOURCES` file: version name → source, each checked. */
export function parseSourcesFile(
  text: string,
  file: string,
  versions: readonly string[],
  options: { pinned?: boolean } = {},
): Record<string, ContentSource> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`CONTENT_SOURCES (${file}) is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new Error(
      `CONTENT_SOURCES (${file}): expected an object keyed by version name (${versions.join(', ')})`,
    );
  const out: Record<string, ContentSource> = {};
  for (const [name, raw] of Object.entries(json)) {
    if (!versions.includes(name))
      throw new Error(
        `CONTENT_SOURCES (${file}): "${name}" is not a version of the site (its versions: ${versions.join(', ')})`,
      );
    out[name] = checkSource(raw, `CONTENT_SOURCES (${file}), version ${name}`, options);
  }
  return out;
}

/** Where a declared source's files are: its folder, or its tree in the cache (`cacheDir`). */
export function resolveSource(
  source: ContentSource,
  { root, ownDir, cacheDir }: { root: string; ownDir: string; cacheDir: string },
): ResolvedSource {
  if ('folder' in source) {
    const dir = path.resolve(root, source.folder);
    return { kind: 'folder', dir, own: dir === ownDir };
  }
  const inside = source.path ?? '';
  if ('git' in source) {
    const commit = source.commit.toLowerCase();
    const tree = path.join(cacheDir, `git-${commit}`);
    return {
      kind: 'git',
      url: source.git,
      commit,
      ref: source.ref,
      path: inside,
      tree,
      dir: path.join(tree, inside),
    };
  }
  const sha256 = source.sha256.toLowerCase();
  const tree = path.join(cacheDir, `tarball-${sha256}`);
  return { kind: 'tarball', url: source.tarball, sha256, path: inside, tree, dir: path.join(tree, inside) };
}

/** A remote source as messages name it: `https://example.org/docs.git @ 1a2b3c4`. */
export function describeSource(source: RemoteSource): string {
  return source.kind === 'git'
    ? `${source.url} @ ${source.commit.slice(0, 7)}`
    : `${source.url} @ sha256:${source.sha256.slice(0, 12)}`;
}

/** A stable name for a set of version folders: the staging folder Contentlayer reads them through. */
export function stageName(dirs: string[]): string {
  return `stage-${createHash('sha256').update(dirs.join('\n')).digest('hex').slice(0, 12)}`;
}

interface LabelledVersion {
  name: string;
  source: ResolvedSource;
}

/**
 * How problems name a content file (`sourceFilePath`, relative to the tree
 * Contentlayer reads): `content/en/guide/x.md` for a version's own folder, as
 * always; the folder's path from the project for another folder; the version
 * and its source for a fetched tree, `0.11 (https://… @ 1a2b3c4) en/guide/x.md`.
 */
export function fileLabel(
  sourceFilePath: string,
  versions: readonly LabelledVersion[],
  root: string,
): string {
  const relative = sourceFilePath.split(path.sep).join('/');
  const { version, lang, rest } = sourceParts(relative);
  const source = versions.find((v) => v.name === version)?.source;
  if (!source || (source.kind === 'folder' && source.own)) return `content/${relative}`;
  const file = `${lang}/${rest}`;
  if (source.kind === 'folder')
    return `${path.relative(root, source.dir).split(path.sep).join('/') || '.'}/${file}`;
  return `${version} (${describeSource(source)}) ${file}`;
}
