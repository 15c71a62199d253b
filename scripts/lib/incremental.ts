/**
 * What lets `npm run build` skip work a previous build already did, without
 * ever serving stale output.
 *
 * - **The app build** is skipped when every file it is made from (`app/`,
 *   `content-schema/`, `locales/`, the Remix and TypeScript configs, the
 *   lockfile and the dependency patches) and the environment it reads are
 *   the same as for the build in `build/`, and `build/` is still the one that
 *   build wrote (its server bundle's hash is checked).
 * - **A page** is re-rendered unless its loader data (the `.data` file,
 *   which carries everything the page shows: its Markdown, sidebar,
 *   previous/next, alternates, dates; plus the root's site data, which holds
 *   the navigation) is byte-identical to the previous build's, *and* the
 *   code that turns data into HTML is unchanged (the server bundle, the lockfile, the prerender scripts, the environment),
 *   *and* the previous HTML file is still the one that build wrote. The loader
 *   data is computed for every page (it is cheap); only the React render is
 *   skipped. So an edit to one page re-renders that page; an edit to the
 *   navigation re-renders every page (the site data carries both
 *   languages' nav bars; a sidebar edit, the pages of that language); a
 *   change to the app, locales or dependencies re-renders all.
 *
 * The records live in `.build-cache/`, outside the published folder.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const CACHE_DIR = process.env.BUILD_CACHE_DIR ?? '.build-cache';

/** Environment variables that change what the app build or the prerender produce. */
const ENV_KEYS = [
  'NODE_ENV',
  'BASE_PATH',
  'BUILD_DIR',
  'DOCSEARCH_APP_ID',
  'DOCSEARCH_API_KEY',
  'DOCSEARCH_INDEX_NAME',
];

export const sha = (data: string | Buffer | Uint8Array) => createHash('sha256').update(data).digest('hex');

function filesUnder(entry: string): string[] {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => (e.name === 'node_modules' ? [] : filesUnder(path.join(entry, e.name))));
}

/** One hash over the names and bytes of `entries` (files or folders) and the build's environment. */
export function sourceKey(entries: string[], extra: string[] = []): string {
  const hash = createHash('sha256');
  for (const file of entries.flatMap(filesUnder))
    hash.update(`${file}\0`).update(readFileSync(file)).update('\0');
  for (const key of ENV_KEYS) hash.update(`${key}=${process.env[key] ?? ''}\0`);
  for (const e of extra) hash.update(`${e}\0`);
  return hash.digest('hex');
}

/** What the Remix build is made from. */
const APP_SOURCES = [
  'app',
  'content-schema',
  'locales',
  'remix.config.js',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'scripts/patches',
];
/** What turns the server build's output into files (besides the server bundle itself). */
const PRERENDER_SOURCES = ['scripts', 'public', 'package-lock.json'];

const recordFile = (name: string) => path.join(CACHE_DIR, `${name.replace(/[^\w.-]+/g, '_')}.json`);

export function readRecord<T>(name: string): T | undefined {
  try {
    return JSON.parse(readFileSync(recordFile(name), 'utf8')) as T;
  } catch {
    return undefined;
  }
}

export function writeRecord(name: string, value: unknown) {
  mkdirSync(CACHE_DIR, { recursive: true });
  writeFileSync(recordFile(name), JSON.stringify(value));
}

const serverBundleHash = (buildDir: string) => {
  const file = path.join(buildDir, 'server/index.js');
  return existsSync(file) ? sha(readFileSync(file)) : '';
};

/** Whether `build/` is the output of an app build from the current sources. */
export function appBuildIsCurrent(buildDir: string): { current: boolean; key: string } {
  const key = sourceKey(APP_SOURCES);
  const record = readRecord<{ key: string; server: string }>(`app-${buildDir}`);
  const current =
    !!record &&
    record.key === key &&
    record.server !== '' &&
    record.server === serverBundleHash(buildDir) &&
    existsSync(path.join(buildDir, 'client'));
  return { current, key };
}

export function recordAppBuild(buildDir: string, key: string) {
  writeRecord(`app-${buildDir}`, { key, server: serverBundleHash(buildDir) });
}

export interface PageCacheEntry {
  /** Hash of the render inputs: code key, route and loader data. */
  key: string;
  /** Hash of the HTML written for it. */
  html: string;
}

/** The per-page records of the last prerender into `outDir`, with the key that applies to this prerender's code. */
export function pageCache(outDir: string, buildDir: string) {
  const code = sourceKey(PRERENDER_SOURCES, [serverBundleHash(buildDir)]);
  const previous = readRecord<{ code: string; pages: Record<string, PageCacheEntry> }>(`pages-${outDir}`);
  const usable = previous && previous.code === code ? previous.pages : {};
  const pages: Record<string, PageCacheEntry> = {};
  return {
    /** How many pages the previous build recorded with this prerender's code: the most that can be reused. */
    reusable: Object.keys(usable).length,
    keyOf: (route: string, data: ArrayBuffer | undefined) =>
      sha(
        Buffer.concat([
          Buffer.from(`${code}\0${route}\0`),
          data ? Buffer.from(data) : Buffer.from('\0no data\0'),
        ]),
      ),
    /**
     * The previous HTML of `route` when its key is unchanged and the file is
     * the one that build wrote; the page's record is then kept as it was.
     */
    reuse(route: string, key: string, htmlFile: string): string | undefined {
      const entry = usable[route];
      const file = path.join(outDir, htmlFile);
      if (!entry || entry.key !== key || !existsSync(file)) return undefined;
      const html = readFileSync(file);
      if (sha(html) !== entry.html) return undefined;
      pages[route] = entry;
      return html.toString('utf8');
    },
    /** The record of a page rendered by this build. */
    record(route: string, key: string, html: string) {
      pages[route] = { key, html: sha(html) };
    },
    /** The records made in this process. */
    recorded: () => ({ ...pages }),
    /** Records made by another process of the same prerender (a render child). */
    adopt(records: Record<string, PageCacheEntry>) {
      Object.assign(pages, records);
    },
    save() {
      writeRecord(`pages-${outDir}`, { code, pages });
    },
  };
}
