/**
 * Renders every route through the Remix server build and writes what a plain
 * static host needs: `<route>.html` (or `<route>/index.html`), the route's
 * loader data as `<route>.data` for client navigation, and `404.html`
 * (lib/page-renderer.ts renders a route). Meanwhile a child process writes
 * the files made from the content alone (lib/crawler-output.ts); and on a
 * large site, render child processes (lib/render-child.ts) take routes from
 * the same queue as this process, so that every core renders.
 */
import { existsSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { allRoutes } from '../app/lib/content-query.server';
import { DEFAULT_LANG } from '../app/lib/routes';
import { headersFile, withPagePolicy } from './lib/security-headers';
import { writeCrawlerFiles, writeCrawlerFilesInChild } from './lib/crawler-output';
import { createPageRenderer } from './lib/page-renderer';
import { previousFile, writeOutput } from './lib/write-output';
import { startRenderChild } from './lib/render-child';

/**
 * From this many routes to render the pages are rendered by render child
 * processes, one per core (below, starting a process, which loads the server
 * build and the content index, costs more than it saves), and this process
 * only hands out routes: it already holds the content index the build's
 * checks read, and rendering here too would hold a second one (the server
 * build's) in the same process. When the previous build's pages can be
 * reused, most pages are copied, not rendered, and this process does it.
 * PRERENDER_RENDERERS=N sets the number of rendering processes (1: this one).
 */
const MIN_ROUTES_FOR_CHILDREN = 300;

function rendererCount(routes: number, reusable: number): number {
  const configured = process.env.PRERENDER_RENDERERS;
  if (configured !== undefined) return Math.max(1, Number(configured) || 1);
  return routes - reusable >= MIN_ROUTES_FOR_CHILDREN ? availableParallelism() : 1;
}

type CrawlerFiles = ReturnType<typeof writeCrawlerFilesInChild>;

/**
 * Starts writing the files made from the content alone into `outDir`, in a
 * child process: they need neither the app build nor the content checks, so
 * `npm run build` starts them as soon as the content build is done. Undefined
 * when `PRERENDER_CRAWLER_CHILD=0` (the prerender then writes them itself).
 */
export function startCrawlerFiles(outDir: string, previous?: string): CrawlerFiles | undefined {
  return process.env.PRERENDER_CRAWLER_CHILD === '0'
    ? undefined
    : writeCrawlerFilesInChild(outDir, { previous });
}

/**
 * `publicDirs`: folders copied as they are to the root of the output; the
 * site's own `public/`, and for a test site its fixtures' (never the site's).
 * `previous`: the folder the output will replace (the build writes into a
 * fresh folder and swaps). A page whose render inputs are unchanged since the
 * build that wrote `previous` is copied from there instead of rendered again
 * (see lib/incremental.ts).
 * `crawler`: the crawler files' child, when the caller started it already
 * (`startCrawlerFiles`); otherwise it is started here.
 */
export async function prerender(
  outDir: string,
  {
    publicDirs = ['public'],
    previous,
    crawler = startCrawlerFiles(outDir, previous),
  }: { publicDirs?: string[]; previous?: string; crawler?: CrawlerFiles } = {},
): Promise<{ pages: number; rendered: number }> {
  const buildDir = process.env.BUILD_DIR ?? 'build';
  const setUp = async () => {
    const renderer = await createPageRenderer(outDir, previous);
    await cp(`${buildDir}/client`, outDir, { recursive: true });
    for (const dir of publicDirs.filter((d) => existsSync(d))) await cp(dir, outDir, { recursive: true });
    return renderer;
  };
  // The crawler child is already writing: it stops before an error is passed on.
  const renderer = await setUp().catch(async (error: unknown) => {
    await crawler?.stop();
    throw error;
  });

  const routes = allRoutes();
  let next = 0;
  let stopped = false;
  const take = (count: number) => {
    if (stopped) return [];
    const batch = routes.slice(next, next + count);
    next += batch.length;
    return batch;
  };
  const renderers = rendererCount(routes.length, renderer.reusable);
  const children = Array.from({ length: renderers > 1 ? renderers : 0 }, () =>
    startRenderChild(outDir, previous, take),
  );
  const stopAll = () => {
    stopped = true;
    return Promise.all([crawler?.stop(), ...children.map((c) => c.stop())]);
  };
  // Pages render independently; a few at a time in this process keep file
  // writes overlapping the next render without holding many pages in memory.
  const worker = async () => {
    for (let [route] = take(1); route !== undefined; [route] = take(1)) await renderer.renderRoute(route);
  };
  // Every process stops before an error is passed on, so that nothing is
  // still writing into outDir when the build removes it.
  const failed = (error: unknown) => {
    void stopAll();
    throw error;
  };
  const childResults = children.map((c) => c.done.catch(failed));
  const settled = await Promise.allSettled([
    ...Array.from({ length: children.length > 0 ? 0 : 4 }, () => worker().catch(failed)),
    ...childResults,
    crawler?.done.catch(failed),
  ]);
  const failure = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) {
    await stopAll();
    throw failure.reason;
  }
  let rendered = renderer.rendered;
  for (const result of await Promise.all(childResults)) {
    rendered += result.rendered;
    renderer.adoptRecords(result.records);
  }
  const { base, search, fetchRoute } = renderer;
  const notFound = Buffer.from(await fetchRoute(`${base}/404`, 404)).toString('utf8');
  const write = (file: string, body: string) => writeOutput(outDir, file, body, previousFile(previous, file));
  await write('404.html', withPagePolicy(notFound, search, '404.html'));
  await write('_headers', headersFile());
  await write('_redirects', redirectsFile(base));
  if (!crawler) await writeCrawlerFiles(outDir, { previous });
  renderer.saveRecords();
  return { pages: routes.length, rendered };
}

/**
 * `_redirects` (Netlify, Cloudflare Pages): a path with the default language's
 * prefix answers 301 with the page without it. Other static hosts answer it
 * with 404.html, whose script sends the reader on the same way.
 */
export function redirectsFile(base: string): string {
  return `${base}/${DEFAULT_LANG} ${base}/ 301\n${base}/${DEFAULT_LANG}/* ${base}/:splat 301\n`;
}
