/**
 * Renders routes through the Remix server build into the files a static
 * host serves: `<route>.html` and `<route>.data` (the loader data Single
 * Fetch asks for on a client navigation). Runs in the build pool's workers
 * (worker.ts); each worker loads the server build once.
 *
 * The HTML is written as rendered, except that the modulepreload tags are
 * made inert (drop-module-preloads.ts: changing its elements would break
 * hydration) and the CSP meta gets the page's policy (security-headers.ts).
 * A page whose render inputs are unchanged since the previous build is
 * linked from there instead (page-cache.ts).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, type ServerBuild } from '@remix-run/node';
import type { Settings } from '../../content-schema/shared/settings';
import { dropModulePreloads } from './drop-module-preloads';
import { pageKey, previousPages, reusableHtml, type PageRecord } from './page-cache';
import { sha } from './records';
import { withPagePolicy } from './security-headers';
import { previousFile, writeOutput } from './output';

const ORIGIN = 'http://localhost';

/** `/` -> `index.html`, `/guide/start/` -> `guide/start/index.html`, `/guide/x` -> `guide/x.html`. */
export function htmlFileOf(route: string): string {
  return route.endsWith('/') ? `${route.slice(1)}index.html` : `${route.slice(1)}.html`;
}

/** The URL Remix's Single Fetch requests for a route's data (and so the file to write). */
const dataFileOf = (route: string) =>
  route === '/' ? '_root.data' : `${route.slice(1).replace(/\/$/, '')}.data`;

/**
 * A `.data` file holds the page route's data, not the root's: the root's
 * (navigation, search, site switches) comes with the first page's HTML and
 * opts out of revalidation, so a client navigation requests
 * `<route>.data?_routes=routes/$`, which a static host answers with the file.
 */
const PAGE_ROUTE_IDS = ['routes/_index', 'routes/$'].join(',');

export interface RenderJob {
  outDir: string;
  /** The folder the output replaces: unchanged pages are linked from there. */
  previous?: string;
  /** The prerender's code key (page-cache.ts). */
  code: string;
}

/** The request handler of the server build, made once per process. */
async function loadHandler(settings: Settings) {
  const build = (await import(
    pathToFileURL(path.join(settings.buildDir, 'server/index.js')).href
  )) as ServerBuild;
  // With the trailing slash React Router writes the home link as /rslib/, not /rslib.
  const base = settings.basePath;
  const handle = createRequestHandler(base ? { ...build, basename: `${base}/` } : build, 'production');
  return async (url: string, expected: number) => {
    const response = await handle(new Request(`${ORIGIN}${base}${url}`));
    if (response.status !== expected) {
      throw new Error(`Prerender: ${base}${url} answered ${response.status}, expected ${expected}`);
    }
    return new Uint8Array(await response.arrayBuffer());
  };
}

let handler: ReturnType<typeof loadHandler> | undefined;
let siteData: Promise<Uint8Array> | undefined;
let previousRecords: { previous: string; code: string; pages: Record<string, PageRecord> } | undefined;

/** A route's page HTML as written: rendered, preloads made inert, its CSP filled in. */
async function renderHtml(settings: Settings, route: string) {
  const fetchRoute = await (handler ??= loadHandler(settings));
  const html = Buffer.from(await fetchRoute(route, 200)).toString('utf8');
  return withPagePolicy(dropModulePreloads(html), settings.search, route);
}

/** Writes the files of `routes`; returns how many were rendered and the records of every page. */
export async function renderRoutes(settings: Settings, job: RenderJob, routes: string[]) {
  const fetchRoute = await (handler ??= loadHandler(settings));
  if (job.previous && previousRecords?.previous !== job.previous) {
    previousRecords = {
      previous: job.previous,
      code: job.code,
      pages: previousPages(settings, job.previous, job.code),
    };
  }
  const records: Record<string, PageRecord> = {};
  let rendered = 0;
  await Promise.all(
    routes.map(async (route) => {
      // Under a base path the browser asks for the home page's data at
      // `<base>.data`, outside the site's folder, where a static host has
      // nothing: that one client navigation loads the page as a document
      // (see the route's ErrorBoundary), so its data is not written.
      const withData = !(settings.basePath && route === '/');
      const data = withData
        ? await fetchRoute(`/${dataFileOf(route)}?_routes=${PAGE_ROUTE_IDS}`, 200)
        : undefined;
      let html: string | undefined;
      let key: string | undefined;
      if (job.previous && data) {
        siteData ??= fetchRoute('/_root.data?_routes=root', 200);
        key = pageKey(job.code, route, Buffer.concat([await siteData, data]));
        const record = previousRecords!.pages[route];
        html = reusableHtml(job.previous, htmlFileOf(route), record, key);
        if (html !== undefined) records[route] = record;
      }
      const reused = html !== undefined;
      if (!reused) {
        html = await renderHtml(settings, route);
        rendered++;
        if (key) records[route] = { key, html: sha(html) };
      }
      await Promise.all([
        // A reused page is the previous file, just read and checked: linked without comparing again.
        writeOutput(job.outDir, htmlFileOf(route), html!, previousFile(job.previous, htmlFileOf(route)), {
          unchanged: reused,
        }),
        data &&
          writeOutput(job.outDir, dataFileOf(route), data, previousFile(job.previous, dataFileOf(route))),
      ]);
    }),
  );
  return { rendered, records };
}

/** The 404 page as a static host serves it for an unknown path. */
export async function renderNotFound(settings: Settings) {
  const fetchRoute = await (handler ??= loadHandler(settings));
  const html = Buffer.from(await fetchRoute('/404', 404)).toString('utf8');
  return withPagePolicy(html, settings.search, '404.html');
}
