/**
 * Renders one route through the Remix server build into the files a static
 * host serves: `<route>.html` and `<route>.data`. The prerender runs it in its
 * own process and, on a large site, in render child processes too
 * (render-child.ts), each taking routes from the same queue; a page renders
 * the same wherever it runs.
 *
 * The HTML is written as rendered, except that the modulepreload tags are
 * made inert (drop-module-preloads.ts): changing its elements would break
 * hydration; and the CSP meta gets the policy with the page's inline-script
 * hashes (security-headers.ts).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, type ServerBuild } from '@remix-run/node';
import { normalizeBase } from '../../app/lib/base-path';
import { searchConfigFromEnv } from '../../app/lib/search/config';
import { dropModulePreloads } from './drop-module-preloads';
import { pageCache, type PageCacheEntry } from './incremental';
import { withPagePolicy } from './security-headers';
import { previousFile, writeOutput } from './write-output';

const ORIGIN = 'http://localhost';

/** `/` -> `index.html`, `/guide/start/` -> `guide/start/index.html`, `/guide/x` -> `guide/x.html`. */
export function htmlFileOf(route: string): string {
  return route.endsWith('/') ? `${route.slice(1)}index.html` : `${route.slice(1)}.html`;
}

/** The URL Remix's Single Fetch requests for a route's data (and so the file to write). */
function dataFileOf(route: string): string {
  return route === '/' ? '_root.data' : `${route.slice(1).replace(/\/$/, '')}.data`;
}

/**
 * The routes whose loader data a `.data` file holds: the page's own, not the
 * root's. The root's data (navigation, search, site switches) comes with the
 * first page's HTML, and the browser never asks for it again: the root opts
 * out of revalidation, so a client navigation requests
 * `<route>.data?_routes=routes/$`, which a static host answers with this file.
 */
const PAGE_ROUTE_IDS = ['routes/_index', 'routes/$'].join(',');

/** The URL that answers with a route's data: the data file under the base path. */
const dataUrlOf = (route: string, base: string) => `${base}/${dataFileOf(route)}?_routes=${PAGE_ROUTE_IDS}`;

/**
 * What rendering needs, made once per process: the server build's request
 * handler and, for an incremental build (`previous`: the output folder this
 * one replaces), the previous build's page records and the site data that is
 * part of every page's render inputs.
 */
export async function createPageRenderer(outDir: string, previous?: string) {
  // React's production renderer (the same markup, without the development
  // build's checks): react-dom is loaded with the server build below.
  process.env.NODE_ENV ??= 'production';
  const buildDir = process.env.BUILD_DIR ?? 'build';
  const cache = previous ? pageCache(previous, buildDir) : undefined;
  const build = (await import(pathToFileURL(path.resolve(buildDir, 'server/index.js')).href)) as ServerBuild;
  // BASE_PATH: the site is served under a path prefix; Remix takes it as its
  // basename, and the files are still written at the root of outDir.
  const base = normalizeBase(process.env.BASE_PATH);
  // With the trailing slash, React Router writes the home link as /rslib/, not /rslib.
  const handle = createRequestHandler(base ? { ...build, basename: `${base}/` } : build, 'production');
  const search = searchConfigFromEnv(process.env);
  const fetchRoute = async (url: string, expected: number) => {
    const response = await handle(new Request(`${ORIGIN}${url}`));
    if (response.status !== expected) {
      throw new Error(`Prerender: ${url} answered ${response.status}, expected ${expected}`);
    }
    return response.arrayBuffer();
  };
  // Rendered into every page's HTML but written to no `.data` file: part of
  // each page's render inputs for the incremental cache. Fetched on first use:
  // a process that renders no page never loads the content through the server build.
  let siteData: Promise<Uint8Array> | undefined;
  const withSiteData = async (data: ArrayBuffer) => {
    siteData ??= fetchRoute(`${base}/_root.data?_routes=root`, 200).then((body) => new Uint8Array(body));
    const site = await siteData;
    const inputs = new Uint8Array(site.length + data.byteLength);
    inputs.set(site);
    inputs.set(new Uint8Array(data), site.length);
    return inputs.buffer;
  };
  let rendered = 0;

  /** Writes one route's files, rendering its HTML or reusing the previous build's. */
  async function renderRoute(route: string): Promise<void> {
    // Under a base path the browser asks for the home page's data at
    // `<base>.data`, outside the site's folder, where a static host has
    // nothing: that one client navigation falls back to a document load (see
    // the route's ErrorBoundary), so the home page's data is not written.
    const homeUnderBase = base && route === '/';
    let fresh = false;
    const renderHtml = async () => {
      fresh = true;
      const html = Buffer.from(await fetchRoute(`${base}${route}`, 200)).toString('utf8');
      return withPagePolicy(dropModulePreloads(html), search, route);
    };
    let html: string;
    let data: ArrayBuffer | undefined;
    if (cache && !homeUnderBase) {
      // The loader data first: when it and the code are what the previous build rendered, so is the HTML.
      data = await fetchRoute(dataUrlOf(route, base), 200);
      const key = cache.keyOf(route, await withSiteData(data));
      html = cache.reuse(route, key, htmlFileOf(route)) ?? (await renderHtml());
      if (fresh) cache.record(route, key, html);
    } else {
      [html, data] = await Promise.all([
        renderHtml(),
        homeUnderBase ? undefined : fetchRoute(dataUrlOf(route, base), 200),
      ]);
    }
    await Promise.all([
      // A reused page is the previous file, just read and checked: linked without comparing again.
      writeOutput(outDir, htmlFileOf(route), html, previousFile(previous, htmlFileOf(route)), {
        unchanged: !fresh,
      }),
      data && writeOutput(outDir, dataFileOf(route), data, previousFile(previous, dataFileOf(route))),
    ]);
    if (fresh) rendered++;
  }

  return {
    base,
    search,
    /** Pages the previous build rendered with the same code (incremental builds): their HTML may be reused. */
    reusable: cache?.reusable ?? 0,
    fetchRoute,
    renderRoute,
    get rendered() {
      return rendered;
    },
    /** This process's page records (incremental builds), to be saved by the prerender. */
    records: (): Record<string, PageCacheEntry> => cache?.recorded() ?? {},
    adoptRecords: (records: Record<string, PageCacheEntry>) => cache?.adopt(records),
    saveRecords: () => cache?.save(),
  };
}
