/**
 * `npm run dev`: Contentlayer in watch mode beside the Remix dev server, with
 * everything in DEV_DIR (default `.dev/`) so that `npm run build` never changes
 * what dev serves.
 *
 * - Content: after each Contentlayer build the output is published as a
 *   complete snapshot (content-snapshots.ts), checked with the
 *   build's checks, and announced on the events channel (PORT + 2). Open pages
 *   reload their data in place and show an overlay while there are problems.
 * - App code and locale files: remix dev rebuilds and live-reloads (PORT + 1).
 * - The content editor: `/admin/` on the app's port (scripts/dev/app-server.ts,
 *   scripts/cms/), built and started on its first request.
 * - Versions whose pages are fetched (CONTENT_SOURCES) are fetched first, as
 *   for a build; their pages are served but are not the writer's to edit,
 *   which the terminal says once, with how to point such a version at a
 *   local checkout (`npm run dev -- --local 0.11=../docs/content`).
 * - Ctrl+C / SIGTERM stops every process started here and frees the ports.
 */
import { watch } from 'node:fs';
import path from 'node:path';
import { loadContentIndex, type ContentIndex } from '../../app/lib/content.server';
import { formatReport, summary, type DevState } from '../../content-schema/shared/problems';
import { describeSource } from '../../content-schema/shared/content-sources';
import { childEnv, envWith, resolveSettings } from '../../content-schema/shared/settings';
import { prepareSources, sourcesSummary } from '../build/sources/prepare-sources';
import { collectProblems } from '../checks/collect-problems';
import { writeSchemas } from '../checks/json-schema';
import { startCommand, stopStarted } from '../lib/commands';
import { devPaths, prepareContentlayerDir, publishSnapshot } from './content-snapshots';
import { startEventsServer } from './events-server';
import { watchAncestors } from './watch-ancestors';

/** `--local <version>=<folder>` (repeatable): that version read from a local checkout. */
function localArgs(argv: string[]): string {
  const pairs: string[] = [];
  argv.forEach((arg, i) => {
    if (arg === '--local' && argv[i + 1]) pairs.push(argv[i + 1]);
    else if (arg.startsWith('--local=')) pairs.push(arg.slice('--local='.length));
  });
  return pairs.join(',');
}

let settings: ReturnType<typeof resolveSettings>;
try {
  const local = localArgs(process.argv.slice(2));
  settings = resolveSettings(local ? envWith({ CONTENT_LOCAL: local }) : undefined);
  for (const line of sourcesSummary(await prepareSources(settings), settings)) console.log(line);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
for (const version of settings.versions) {
  const { source } = version;
  if (source.kind === 'folder') continue;
  console.log(
    `  The pages of version ${version.name} come from ${describeSource(source)}: they are served, but edits to them here would be lost.\n` +
      `  To edit them with live reload, point the version at a local checkout: npm run dev -- --local ${version.name}=<folder with en/ and zh/>`,
  );
}
const { root: ROOT, port: PORT, host: HOST, devDir: DEV_DIR, contentDir: CONTENT_DIR } = settings;
/** How a URL names HOST: the loopback address as `localhost`, an IPv6 address in brackets. */
const urlHost = HOST === '127.0.0.1' ? 'localhost' : HOST.includes(':') ? `[${HOST}]` : HOST;
/** An address that is every interface: a browser cannot be sent there. */
const wildcard = HOST === '0.0.0.0' || HOST === '::';
const bin = path.join(ROOT, 'node_modules/.bin');
const paths = devPaths(DEV_DIR);
/** What the app under `npm run dev` reads: the published snapshot, its own Remix build. */
const served = {
  ...settings,
  generatedDir: paths.generated,
  buildDir: path.join(DEV_DIR, 'build'),
  remixCacheDir: path.join(DEV_DIR, 'cache'),
};

// DEV_TIMING=1 prints where the time between a save and the published update goes.
let savedAt = 0;
const timing = (what: string) =>
  settings.devTiming && console.log(`  [timing] ${what} +${Date.now() - savedAt} ms`);

let index: ContentIndex | undefined;
let snapshot = 0;
let printed = '';
let stopping = false;
const state: DevState = { version: 0, problems: [], rebuilds: { changes: 0, finished: 0, pending: true } };
const events = startEventsServer({ port: PORT + 2, appPort: PORT, host: HOST }, state);

/** Runs the checks, prints the report when it changed, tells the open pages. */
function check(afterBuild: boolean) {
  const problems = collectProblems(CONTENT_DIR, index, { afterBuild });
  const report = problems.length
    ? `\n${formatReport(problems)}`
    : `✓ content: no problems (${index?.pages.size ?? 0} pages)`;
  if (report !== printed) {
    (problems.length ? console.error : console.log)(report);
    printed = report;
  } else if (afterBuild) {
    console.log(`↻ content updated${problems.length ? ` (still ${summary(problems)})` : ''}`);
  }
  state.problems = problems;
  events.publish({ ...state });
}

async function onGenerated() {
  timing('Contentlayer generated');
  const published = await publishSnapshot(paths, ++snapshot, loadContentIndex);
  if (!published) return;
  index = published;
  // Open pages reload first; the checks follow a moment later.
  state.version++;
  events.publish({ ...state });
  timing('snapshot published and announced');
  check(true);
  timing('checked');
  if (!remixStarted) startRemix();
}
// One publication at a time, in order: a later build never gets overtaken by an earlier one.
let publishing = Promise.resolve();
const queueGenerated = () => (publishing = publishing.then(onGenerated));

let remixStarted = false;
function startRemix() {
  remixStarted = true;
  // The app server is remix-serve's work plus the content editor at /admin/ (app-server.ts).
  const appServer = `${bin}/tsx ${path.join(ROOT, 'scripts/dev/app-server.ts')} ${path.join(served.buildDir, 'server/index.js')}`;
  const remix = startCommand(`${bin}/remix`, ['dev', '--port', String(PORT + 1), '-c', appServer], {
    stdio: 'inherit',
    // What remix.config.js and remix-serve read, beside the settings. HOST puts remix-serve
    // and remix dev's own socket (scripts/patches) on the same address as everything else.
    env: childEnv(served, {
      NODE_ENV: 'development',
      PORT: String(PORT),
      HOST,
      // Where the app's pages and remix-serve reach remix dev's socket (its default is localhost).
      ...(wildcard
        ? {}
        : { REMIX_DEV_ORIGIN: `http://${HOST.includes(':') ? `[${HOST}]` : HOST}:${PORT + 1}` }),
      BUILD_DIR: path.relative(ROOT, served.buildDir),
      REMIX_CACHE_DIR: served.remixCacheDir,
    }),
  });
  remix.on('exit', (code: number | null) => {
    if (!stopping) void shutdown(code ?? 1, 'remix dev stopped');
  });
}

async function shutdown(code: number, why?: string) {
  if (stopping) return;
  stopping = true;
  if (why) console.error(why);
  for (const watcher of watchers) watcher.close();
  await Promise.all([events.close(), stopStarted()]);
  process.exit(code);
}

writeSchemas();
await prepareContentlayerDir(paths, ROOT);
const contentlayer = startCommand(`${bin}/contentlayer2`, ['dev'], {
  cwd: paths.contentlayer,
  stdio: 'pipe',
  // Contentlayer takes its working folder from $PWD before process.cwd().
  env: childEnv(settings, { PWD: paths.contentlayer }),
});
let pending = '';
const onOutput = (chunk: Buffer) => {
  pending += chunk.toString();
  const lines = pending.split('\n');
  pending = lines.pop() ?? '';
  for (const line of lines) {
    if (/^Generated \d+ documents/.test(line)) {
      state.rebuilds.pending = false;
      state.rebuilds.finished++;
      void queueGenerated();
    } else if (/^File (updated|added|removed)|change detected/.test(line)) {
      timing('Contentlayer saw the change');
      state.rebuilds.changes++;
      state.rebuilds.pending = true;
    } else if (line.trim()) console.log(`[content] ${line}`);
  }
};
contentlayer.stdout?.on('data', onOutput);
contentlayer.stderr?.on('data', onOutput);
contentlayer.on('exit', (code: number | null) => {
  if (!stopping) void shutdown(code ?? 1, 'Contentlayer stopped');
});

// Frontmatter problems are reported on save, even when Contentlayer cannot build the file.
let timer: NodeJS.Timeout | undefined;
const onSave = () => {
  if (!timer) savedAt = Date.now();
  clearTimeout(timer);
  timer = setTimeout(() => {
    timer = undefined;
    check(false);
  }, 100);
};
// The content folder, or, when it is a staging folder of links, the folders they lead to.
const watched =
  CONTENT_DIR === settings.versions.find((v) => v.current)?.dir
    ? [CONTENT_DIR]
    : settings.versions.map((v) => v.dir);
const watchers = watched.map((dir) => {
  const watcher = watch(dir, { recursive: true }, onSave);
  // Whatever goes wrong here, the children must not outlive this process.
  watcher.on('error', (error) => console.error(`Watching ${dir} failed: ${error.message}`));
  return watcher;
});
process.on(
  'uncaughtException',
  (error) => void shutdown(1, `Dev server error: ${error.stack ?? error.message}`),
);
process.on(
  'unhandledRejection',
  (error) => void shutdown(1, `Dev server error: ${error instanceof Error ? error.stack : String(error)}`),
);
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
watchAncestors(() => void shutdown(0, 'npm run dev was stopped; stopping the dev server'));
console.log(
  `Dev server: http://${wildcard ? 'localhost' : urlHost}:${PORT}/ (on ${HOST}; content events on ${PORT + 2}, live reload on ${PORT + 1}); output in ${path.relative(ROOT, DEV_DIR)}/`,
);
