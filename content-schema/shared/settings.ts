/**
 * The settings of a build, a dev server, a check or a bench run: every path
 * and switch, resolved once from the environment and the defaults. This is
 * the only module that reads `process.env` for one (a lint rule keeps it so).
 *
 * Entry points resolve the settings once and pass the object down. Code that
 * runs in another process (the Remix server build inside a render worker,
 * Contentlayer's config, a pool worker) gets the very same object: a parent
 * hands its settings to its children as JSON in one environment variable
 * (`childEnv`), and `siteSettings()` there reads that first.
 */
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import packageJson from '../../package.json';
import { normalizeBase } from './base-path';
import {
  checkSource,
  fileLabel,
  parseSourcesFile,
  resolveSource,
  stageName,
  type ResolvedSource,
} from './content-sources';
import {
  archiveFolder,
  VERSIONS,
  versionPrefix,
  type ContentSource,
  type VersionDeclaration,
} from './versions';

/** Which search the dialog uses: the local index, or Algolia DocSearch with its credentials. */
export type SearchConfig =
  { mode: 'local' } | { mode: 'algolia'; appId: string; apiKey: string; indexName: string };

/** The repository the site's own content lives in, for "Edit this page". */
export interface EditRepository {
  /** Web URL without a trailing slash: `https://github.com/owner/name`. */
  url: string;
  branch: string;
}

/**
 * The editor published at `/admin/` of the built site, when a deployer opts
 * in (CMS_GITHUB_REPO): Decap CMS on its GitHub backend, every save a pull
 * request (README, "Publish the editor").
 */
export interface PublishedEditor {
  /** `owner/name` of the repository whose `content/` the editor changes. */
  repo: string;
  /** The branch pull requests target. */
  branch: string;
  /** The OAuth client Decap's login opens (its `base_url`), and its path (`auth_endpoint`); Decap's own defaults when unset. */
  authBaseUrl?: string;
  authEndpoint?: string;
}

/** A version the build makes (content-schema/shared/versions.ts), where its pages are. */
interface VersionSettings extends Omit<VersionDeclaration, 'source'> {
  /** '' for the current version, `/v0.11` for an archived one. */
  prefix: string;
  /** The folder holding its `en/` and `zh/` trees (for a fetched source, its tree in `contentCacheDir`). */
  dir: string;
  /** Where its pages come from (content-sources.ts): its own folder unless declared otherwise. */
  source: ResolvedSource;
}

export interface Settings {
  /** The project folder; every other path is absolute. */
  root: string;
  /**
   * The Markdown tree Contentlayer reads: the current version's `en/` and
   * `zh/`, archived ones in `v<name>/`. That is `content/` (tests point
   * CONTENT_DIR at fixture trees), unless a version's pages come from
   * elsewhere (`CONTENT_SOURCES`): then a staging folder in `contentCacheDir`
   * that links each version's folder into that layout.
   */
  contentDir: string;
  /** Fetched source trees, verified before use, and the staging folder (kept between builds, cacheable by CI). */
  contentCacheDir: string;
  /** The `CONTENT_SOURCES` file, when one is named. */
  sourcesFile?: string;
  /** What fetching a source may take (FETCH_LIMITS): each bound has a setting and a default. */
  contentFetch: FetchLimits;
  /**
   * The versions to build, current first: every declared version, or, when
   * CONTENT_DIR names a tree of its own (a test's fixture site), that tree as
   * the current version and the archived versions it has a `v<name>/` folder for.
   */
  versions: VersionSettings[];
  /** Where the content build writes its indexes, and the app reads them. */
  generatedDir: string;
  /** The Remix build. */
  buildDir: string;
  /** Remix's compiler cache. */
  remixCacheDir: string;
  /** The published site. */
  outDir: string;
  /** Records that let a warm build reuse work (never published). */
  cacheDir: string;
  /** `npm run dev`'s own folder, so a build beside it changes nothing it serves. */
  devDir: string;
  /** Folders copied as they are to the root of the output. */
  publicDirs: string[];
  /** Path prefix the site is served under: '' or '/rslib'. */
  basePath: string;
  search: SearchConfig;
  repository: EditRepository;
  /** The published editor, only when the deployer opted in; `npm run build` writes no editor file otherwise. */
  publishedEditor?: PublishedEditor;
  /** Worker processes of the pool (content compile, prerender): one per core by default. */
  workers: number;
  /** `npm start` and `npm run dev` (dev also uses port + 1 and port + 2). */
  port: number;
  /**
   * The address every server of `npm start` and `npm run dev` listens on:
   * the loopback address unless HOST names another (`HOST=0.0.0.0` to reach
   * the dev server from a phone on the same network).
   */
  host: string;
  /** `npm run dev` prints where the time between a save and its update goes. */
  devTiming: boolean;
  /** Chromium for the bench's writer loop and the audit. */
  chromium: string;
  bench: { devSaves: number; devFiles: number; devPort: number; loadSeconds: number };
  audit: { pages?: string; port: number; details: boolean };
}

type Env = Record<string, string | undefined>;

/**
 * The bounds of fetching a content source, each a setting with its default:
 * a server may be slow, silent, endless or huge, and an archive may unpack to
 * far more than it weighs. Messages name the variable that raises a bound.
 */
export const FETCH_LIMITS = {
  idleSeconds: { variable: 'CONTENT_FETCH_TIMEOUT', unit: 'seconds', fallback: 60 },
  deadlineSeconds: { variable: 'CONTENT_FETCH_DEADLINE', unit: 'seconds', fallback: 600 },
  downloadMB: { variable: 'CONTENT_MAX_DOWNLOAD_MB', unit: 'MB', fallback: 256 },
  unpackedMB: { variable: 'CONTENT_MAX_UNPACKED_MB', unit: 'MB', fallback: 512 },
  files: { variable: 'CONTENT_MAX_FILES', unit: 'files and folders', fallback: 20_000 },
} as const;

export type FetchLimits = Record<keyof typeof FETCH_LIMITS, number>;

/** The variable a parent process hands its resolved settings down in. */
const SETTINGS_VARIABLE = 'SITE_SETTINGS';

/**
 * Algolia when both the application id and the search API key are set, the
 * local index when neither is; one without the other is a mistake reported
 * by name before any work starts.
 */
export function searchConfigFromEnv(env: Env): SearchConfig {
  const appId = env.DOCSEARCH_APP_ID?.trim();
  const apiKey = env.DOCSEARCH_API_KEY?.trim();
  if (!appId && !apiKey) return { mode: 'local' };
  if (!appId)
    throw new Error(
      'Search: DOCSEARCH_APP_ID (the Algolia application id) is missing; DOCSEARCH_API_KEY is set.',
    );
  if (!apiKey)
    throw new Error(
      'Search: DOCSEARCH_API_KEY (the Algolia search API key) is missing; DOCSEARCH_APP_ID is set.',
    );
  return { mode: 'algolia', appId, apiKey, indexName: env.DOCSEARCH_INDEX_NAME?.trim() || 'lib' };
}

/** `git+https://github.com/o/n.git`, `git@github.com:o/n.git` or `github:o/n` -> `https://github.com/o/n`. */
export function repositoryWebUrl(field: string | { url?: string } | undefined): string {
  const raw = typeof field === 'string' ? field : (field?.url ?? '');
  const shorthand = /^(?:github:)?([\w.-]+\/[\w.-]+)$/.exec(raw);
  const url = shorthand ? `https://github.com/${shorthand[1]}` : raw;
  const web = url
    .replace(/^git\+/, '')
    .replace(/^git:\/\//, 'https://')
    .replace(/^ssh:\/\/git@([^/]+)\//, 'https://$1/')
    .replace(/^git@([^:]+):/, 'https://$1/')
    .replace(/\.git$/, '')
    .replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+\/.+/.test(web)) {
    throw new Error(`The repository of the edit links must be a web URL (got "${raw}")`);
  }
  return web;
}

/**
 * By default the `repository` field of package.json (the npm convention) and
 * the branch `main`; SITE_REPOSITORY and SITE_BRANCH override them, and in a
 * GitHub Actions run the repository and branch being built (GITHUB_HEAD_REF
 * for a pull request, GITHUB_REF_NAME for a push to a branch) do.
 */
export function editRepositoryFrom(env: Env): EditRepository {
  if (env.SITE_REPOSITORY) {
    return { url: repositoryWebUrl(env.SITE_REPOSITORY), branch: env.SITE_BRANCH || 'main' };
  }
  if (env.GITHUB_REPOSITORY) {
    const server = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
    const branch =
      env.SITE_BRANCH ||
      env.GITHUB_HEAD_REF ||
      (env.GITHUB_REF_TYPE === 'branch' ? env.GITHUB_REF_NAME : undefined) ||
      'main';
    return { url: `${server}/${env.GITHUB_REPOSITORY}`, branch };
  }
  return { url: repositoryWebUrl(packageJson.repository), branch: env.SITE_BRANCH || 'main' };
}

/**
 * CMS_GITHUB_REPO (`owner/name`) opts in to the published editor;
 * CMS_GITHUB_BRANCH (default: the edit links' branch), CMS_AUTH_BASE_URL
 * (https, or http on the loopback address for a local OAuth client) and
 * CMS_AUTH_ENDPOINT tune it. A bad value fails before any work starts.
 */
function publishedEditorFrom(env: Env, repository: EditRepository): PublishedEditor | undefined {
  const repo = env.CMS_GITHUB_REPO?.trim();
  const others = ['CMS_GITHUB_BRANCH', 'CMS_AUTH_BASE_URL', 'CMS_AUTH_ENDPOINT'].filter((k) =>
    env[k]?.trim(),
  );
  if (!repo) {
    if (others.length > 0)
      throw new Error(
        `${others.join(' and ')} set without CMS_GITHUB_REPO: set CMS_GITHUB_REPO=owner/name to publish the editor, or unset them.`,
      );
    return undefined;
  }
  if (!/^[A-Za-z0-9][\w.-]*\/[\w.-]+$/.test(repo) || repo.includes('..'))
    throw new Error(`CMS_GITHUB_REPO must be a GitHub repository as owner/name (got "${repo}")`);
  const branch = env.CMS_GITHUB_BRANCH?.trim() || repository.branch;
  if (!/^[\w./-]+$/.test(branch) || branch.startsWith('-') || branch.includes('..'))
    throw new Error(`CMS_GITHUB_BRANCH is not a branch name (got "${branch}")`);
  const authBaseUrl = env.CMS_AUTH_BASE_URL?.trim().replace(/\/+$/, '') || undefined;
  if (authBaseUrl) {
    const url = URL.canParse(authBaseUrl) ? new URL(authBaseUrl) : undefined;
    const loopback = url?.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
    if (!url || (url.protocol !== 'https:' && !loopback) || url.username || url.password)
      throw new Error(`CMS_AUTH_BASE_URL must be an https URL (got "${authBaseUrl}")`);
  }
  const authEndpoint = env.CMS_AUTH_ENDPOINT?.trim().replace(/^\/+/, '') || undefined;
  if (authEndpoint && !/^[\w./-]+$/.test(authEndpoint))
    throw new Error(`CMS_AUTH_ENDPOINT must be a path such as "auth" (got "${authEndpoint}")`);
  return { repo, branch, authBaseUrl, authEndpoint };
}

const count = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
};

/** The sources a `CONTENT_SOURCES` file declares, checked; none without one. */
function readSources(file: string | undefined, pinned: boolean): Record<string, ContentSource> {
  if (!file) return {};
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(
      `CONTENT_SOURCES names ${file}, which cannot be read (${(error as NodeJS.ErrnoException).code})`,
    );
  }
  return parseSourcesFile(
    text,
    file,
    VERSIONS.map((v) => v.name),
    { pinned },
  );
}

/**
 * `CONTENT_LOCAL=0.11=../docs/content,1.0=…` (what `npm run dev -- --local
 * 0.11=../docs/content` sets): versions read from a local checkout instead of
 * their declared source, to edit them with live reload.
 */
function localFolders(value: string | undefined): Record<string, ContentSource> {
  const out: Record<string, ContentSource> = {};
  for (const pair of (value ?? '').split(',').filter(Boolean)) {
    const at = pair.indexOf('=');
    const name = pair.slice(0, at);
    if (at < 1 || !VERSIONS.some((v) => v.name === name))
      throw new Error(
        `--local takes <version>=<folder>, a version of the site (${VERSIONS.map((v) => v.name).join(', ')}) and the folder with its en/ and zh/ (got "${pair}")`,
      );
    out[name] = { folder: pair.slice(at + 1) };
  }
  return out;
}

/** The settings from an environment (defaults for what it leaves out), or the ones a parent handed down. */
export function resolveSettings(
  env: Env = process.env,
  root = process.cwd(),
  /** `pinned: false` reads sources not pinned yet (`content:fetch --update` pins them). */
  { pinned = true }: { pinned?: boolean } = {},
): Settings {
  const inherited = env[SETTINGS_VARIABLE];
  if (inherited) return JSON.parse(inherited) as Settings;
  const at = (value: string | undefined, fallback: string) => path.resolve(root, value || fallback);
  const buildDir = at(env.BUILD_DIR, 'build');
  const port = count(env.PORT, 3000);
  const repository = editRepositoryFrom(env);
  const ownContent = at(env.CONTENT_DIR, 'content');
  const contentCacheDir = at(env.CONTENT_CACHE_DIR, '.content-cache');
  const sourcesFile = env.CONTENT_SOURCES ? path.resolve(root, env.CONTENT_SOURCES) : undefined;
  const declared = { ...readSources(sourcesFile, pinned), ...localFolders(env.CONTENT_LOCAL) };
  const ownDirOf = (v: VersionDeclaration) =>
    v.current ? ownContent : path.join(ownContent, archiveFolder(v.name));
  const versions = VERSIONS.filter(
    // A tree of a test's own (CONTENT_DIR) carries the archived versions it has folders for.
    (v) => v.current || !env.CONTENT_DIR || existsSync(ownDirOf(v)) || declared[v.name],
  ).map((v) => {
    const where = `content-schema/shared/versions.ts, version ${v.name}`;
    const chosen: ContentSource =
      declared[v.name] ?? (v.source ? checkSource(v.source, where) : { folder: ownDirOf(v) });
    const source = resolveSource(chosen, { root, ownDir: ownDirOf(v), cacheDir: contentCacheDir });
    const { source: _declared, ...declaration } = v;
    return {
      ...declaration,
      prefix: versionPrefix(v.name),
      dir: source.dir,
      source,
    };
  });
  // Every version in its own folder: Contentlayer reads content/ as it is.
  const staged = versions.some((v) => v.source.kind !== 'folder' || !v.source.own);
  const contentDir = staged
    ? path.join(contentCacheDir, stageName(versions.map((v) => `${v.name}=${v.dir}`)))
    : ownContent;
  return {
    root,
    contentDir,
    contentCacheDir,
    sourcesFile,
    contentFetch: Object.fromEntries(
      Object.entries(FETCH_LIMITS).map(([key, { variable, fallback }]) => [
        key,
        // A bound of 0 or less would refuse everything: the default instead.
        count(env[variable], fallback) > 0 ? count(env[variable], fallback) : fallback,
      ]),
    ) as FetchLimits,
    versions,
    generatedDir: at(env.CONTENT_GENERATED_DIR, '.contentlayer/generated'),
    buildDir,
    remixCacheDir: at(env.REMIX_CACHE_DIR, '.cache'),
    outDir: at(env.OUT_DIR, 'dist'),
    cacheDir: at(env.BUILD_CACHE_DIR, '.build-cache'),
    devDir: at(env.DEV_DIR, '.dev'),
    publicDirs: [at(undefined, 'public')],
    basePath: normalizeBase(env.BASE_PATH),
    search: searchConfigFromEnv(env),
    repository,
    publishedEditor: publishedEditorFrom(env, repository),
    workers: Math.max(1, count(env.WORKERS, availableParallelism())),
    port,
    host: env.HOST?.trim() || '127.0.0.1',
    devTiming: Boolean(env.DEV_TIMING),
    chromium: env.CHROMIUM_PATH || env.CHROME_PATH || '/usr/bin/chromium',
    bench: {
      devSaves: count(env.BENCH_DEV_SAVES, 200),
      devFiles: count(env.BENCH_DEV_FILES, 20),
      devPort: count(env.BENCH_DEV_PORT, 3100),
      loadSeconds: count(env.BENCH_LOAD_SECONDS, 30),
    },
    audit: { pages: env.AUDIT_PAGES, port: count(env.AUDIT_PORT, 4180), details: Boolean(env.AUDIT_DETAILS) },
  };
}

/** The environment of a child process that must work with `settings` (a worker, a tool the build runs). */
export function childEnv(settings: Settings, extra: Env = {}): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries({ ...process.env, ...extra }))
    if (value !== undefined) env[key] = value;
  env[SETTINGS_VARIABLE] = JSON.stringify(settings);
  return env;
}

/**
 * The environment of a command that resolves its own settings (another
 * `npm run …`, `npm start` for a bench): this process's environment with
 * `overrides`, never the settings this process was handed.
 */
export function envWith(overrides: Env): NodeJS.ProcessEnv {
  const env: Env = { ...process.env, ...overrides };
  delete env[SETTINGS_VARIABLE];
  return env as NodeJS.ProcessEnv;
}

let current: Settings | undefined;
/**
 * This process's settings, for code that cannot take them as an argument:
 * the app's server modules (called by Remix) and the document schemas
 * (loaded by Contentlayer).
 */
export function siteSettings(): Settings {
  return (current ??= resolveSettings());
}

/**
 * How problems name a content file (relative to `contentDir`): `content/…`
 * for a version's own folder, the version and its source for a fetched one
 * (content-sources.ts, `fileLabel`).
 */
export function contentFileLabel(sourceFilePath: string, settings: Settings = siteSettings()): string {
  return fileLabel(sourceFilePath, settings.versions, settings.root);
}
