/**
 * Renders every route through the Remix server build and writes what a plain
 * static host needs: `<route>.html` (or `<route>/index.html`), the route's
 * loader data as `<route>.data` for client navigation, and `404.html`.
 * The HTML is written as rendered, except that the modulepreload tags are made
 * inert (see lib/drop-module-preloads.ts): changing its elements would break hydration;
 * and the CSP meta gets the policy with the page's inline-script hashes (lib/security-headers.ts).
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, type ServerBuild } from '@remix-run/node';
import { allRoutes } from '../app/lib/content-query.server';
import { DEFAULT_LANG } from '../app/lib/routes';
import { searchConfigFromEnv } from '../app/lib/search/config';
import { normalizeBase } from '../app/lib/base-path';
import { dropModulePreloads } from './lib/drop-module-preloads';
import { headersFile, withPagePolicy } from './lib/security-headers';
import { pageCache } from './lib/incremental';
import { writeCrawlerFiles, writeCrawlerFilesInChild } from './lib/crawler-output';

const ORIGIN = 'http://localhost';

/** `/` -> `index.html`, `/guide/start/` -> `guide/start/index.html`, `/guide/x` -> `guide/x.html`. */
export function htmlFileOf(route: string): string {
  return route.endsWith('/') ? `${route.slice(1)}index.html` : `${route.slice(1)}.html`;
}

/** The URL Remix's Single Fetch requests for a route's data (and so the file to write). */
export function dataFileOf(route: string): string {
  return route === '/' ? '_root.data' : `${route.slice(1).replace(/\/$/, '')}.data`;
}

/** The URL that answers with a route's data: the data file under the base path. */
function dataUrlOf(route: string, base: string): string {
  return `${base}/${dataFileOf(route)}?_routes=${PAGE_ROUTE_IDS}`;
}

/**
 * The routes whose loader data a `.data` file holds: the page's own, not the
 * root's. The root's data (navigation, search, site switches) comes with the
 * first page's HTML, and the browser never asks for it again: the root opts
 * out of revalidation, so a client navigation requests
 * `<route>.data?_routes=routes/$`, which a static host answers with this file.
 */
const PAGE_ROUTE_IDS = ['routes/_index', 'routes/$'].join(',');

async function write(outDir: string, file: string, body: ArrayBuffer | string) {
  const target = path.join(outDir, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, typeof body === 'string' ? body : Buffer.from(body));
}

/**
 * `publicDirs`: folders copied as they are to the root of the output; the
 * site's own `public/`, and for a test site its fixtures' (never the site's).
 * `previous`: the folder the output will replace (the build writes into a
 * fresh folder and swaps). A page whose render inputs are unchanged since the
 * build that wrote `previous` is copied from there instead of rendered again
 * (see lib/incremental.ts).
 */
export async function prerender(
  outDir: string,
  { publicDirs = ['public'], previous }: { publicDirs?: string[]; previous?: string } = {},
): Promise<{ pages: number; rendered: number }> {
  // React's production renderer (the same markup, without the development
  // build's checks): react-dom is loaded with the server build below.
  process.env.NODE_ENV ??= 'production';
  const buildDir = process.env.BUILD_DIR ?? 'build';
  const cache = previous ? pageCache(previous, buildDir) : undefined;
  let rendered = 0;
  const build = (await import(pathToFileURL(path.resolve(buildDir, 'server/index.js')).href)) as ServerBuild;
  // BASE_PATH: the site is served under a path prefix; Remix takes it as its
  // basename, and the files are still written at the root of outDir.
  const base = normalizeBase(process.env.BASE_PATH);
  // With the trailing slash, React Router writes the home link as /rslib/, not /rslib.
  const handle = createRequestHandler(base ? { ...build, basename: `${base}/` } : build, 'production');
  const fetchRoute = async (url: string, expected: number) => {
    const response = await handle(new Request(`${ORIGIN}${url}`));
    if (response.status !== expected) {
      throw new Error(`Prerender: ${url} answered ${response.status}, expected ${expected}`);
    }
    return response.arrayBuffer();
  };

  await cp(`${buildDir}/client`, outDir, { recursive: true });
  for (const dir of publicDirs.filter((d) => existsSync(d))) await cp(dir, outDir, { recursive: true });

  // The files made from the content alone (search index, Markdown copies,
  // feeds, llms files, sitemap) are written by a child process meanwhile.
  const incremental = !!previous;
  const crawler =
    process.env.PRERENDER_CRAWLER_CHILD === '0'
      ? undefined
      : writeCrawlerFilesInChild(outDir, { incremental });
  const routes = allRoutes();
  // Rendered into every page's HTML but written to no `.data` file: part of
  // each page's render inputs for the incremental cache.
  const siteData = cache
    ? new Uint8Array(await fetchRoute(`${base}/_root.data?_routes=root`, 200))
    : new Uint8Array();
  const withSiteData = (data: ArrayBuffer) => {
    const inputs = new Uint8Array(siteData.length + data.byteLength);
    inputs.set(siteData);
    inputs.set(new Uint8Array(data), siteData.length);
    return inputs.buffer;
  };
  const search = searchConfigFromEnv(process.env);
  // Pages render independently; a small pool keeps both cores busy without
  // holding every page in memory at once.
  let next = 0;
  let stopped = false;
  const worker = async () => {
    try {
      await renderRoutes();
    } catch (error) {
      stopped = true;
      void crawler?.stop();
      throw error;
    }
  };
  const renderRoutes = async () => {
    while (!stopped && next < routes.length) {
      const route = routes[next++];
      // Under a base path the browser asks for the home page's data at
      // `<base>.data`, outside the site's folder, where a static host has
      // nothing: that one client navigation falls back to a document load (see
      // the route's ErrorBoundary), so the home page's data is not written.
      const homeUnderBase = base && route === '/';
      const renderHtml = async () => {
        rendered++;
        const html = Buffer.from(await fetchRoute(`${base}${route}`, 200)).toString('utf8');
        return withPagePolicy(dropModulePreloads(html), search, route);
      };
      let html: string;
      let data: ArrayBuffer | undefined;
      if (cache && !homeUnderBase) {
        // The loader data first: when it and the code are what the previous build rendered, so is the HTML.
        data = await fetchRoute(dataUrlOf(route, base), 200);
        const key = cache.keyOf(route, withSiteData(data));
        html = cache.reuse(route, key, htmlFileOf(route)) ?? (await renderHtml());
        cache.record(route, key, html);
      } else {
        [html, data] = await Promise.all([
          renderHtml(),
          homeUnderBase ? undefined : fetchRoute(dataUrlOf(route, base), 200),
        ]);
      }
      await Promise.all([
        write(outDir, htmlFileOf(route), html),
        data && write(outDir, dataFileOf(route), data),
      ]);
    }
  };
  // Every worker stops before an error is passed on, so that nothing is
  // still writing into outDir when the build removes it.
  const settled = await Promise.allSettled([
    ...Array.from({ length: 4 }, worker),
    crawler?.done.catch((error) => {
      stopped = true;
      throw error;
    }),
  ]);
  const failure = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) {
    await crawler?.stop();
    throw failure.reason;
  }
  const notFound = Buffer.from(await fetchRoute(`${base}/404`, 404)).toString('utf8');
  await write(outDir, '404.html', withPagePolicy(notFound, search, '404.html'));
  await write(outDir, '_headers', headersFile());
  await write(outDir, '_redirects', redirectsFile(base));
  if (!crawler) await writeCrawlerFiles(outDir, { incremental });
  cache?.save();
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
