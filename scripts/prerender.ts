/**
 * Renders every route through the Remix server build and writes what a plain
 * static host needs: `<route>.html` (or `<route>/index.html`), the route's
 * loader data as `<route>.data` for client navigation, and `404.html`.
 * The HTML is written as rendered, except that the modulepreload tags are made
 * inert (see lib/drop-module-preloads.ts): changing its elements would break hydration.
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, type ServerBuild } from '@remix-run/node';
import { getContent } from '../app/lib/content.server';
import { llmsFiles, markdownCopy, markdownPathOf, robotsTxt, sitemap } from '../app/lib/crawler-files.server';
import { blogFeed, FEEDS } from '../app/lib/feeds.server';
import { allRoutes } from '../app/lib/page-data.server';
import { DEFAULT_LANG, LANGS, localizePath } from '../app/lib/routes';
import { searchConfigFromEnv } from '../app/lib/search/config';
import { searchIndexFiles } from '../app/lib/search/index.server';
import { normalizeBase } from '../app/lib/base-path';
import { dropModulePreloads } from './lib/drop-module-preloads';
import { contentSecurityPolicy, headersFile } from './lib/security-headers';
import { pageCache } from './lib/incremental';

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
  return `${base}/${dataFileOf(route)}`;
}

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

  const routes = allRoutes();
  const search = searchConfigFromEnv(process.env);
  const policies: { paths: string[]; csp: string }[] = [];
  // Pages render independently: four requests in flight at a time (one
  // process; they overlap while one waits on I/O) without holding every page
  // in memory at once.
  let next = 0;
  let stopped = false;
  const worker = async () => {
    try {
      await renderRoutes();
    } catch (error) {
      stopped = true;
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
        return dropModulePreloads(Buffer.from(await fetchRoute(`${base}${route}`, 200)).toString('utf8'));
      };
      let html: string;
      let data: ArrayBuffer | undefined;
      if (cache && !homeUnderBase) {
        // The loader data first: when it and the code are what the previous build rendered, so is the HTML.
        data = await fetchRoute(dataUrlOf(route, base), 200);
        const key = cache.keyOf(route, data);
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
      const csp = contentSecurityPolicy(Buffer.from(html).toString('utf8'), search);
      const paths = route.endsWith('/') ? [route, `${route}index.html`] : [route, `${route}.html`];
      policies.push({ paths: route === '/' ? ['/', '/index.html'] : paths, csp });
    }
  };
  // Every worker stops before an error is passed on, so that nothing is
  // still writing into outDir when the build removes it.
  const settled = await Promise.allSettled(Array.from({ length: 4 }, worker));
  const failure = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) throw failure.reason;
  const notFound = await fetchRoute(`${base}/404`, 404);
  await write(outDir, '404.html', notFound);
  policies.push({
    paths: ['/404.html'],
    csp: contentSecurityPolicy(Buffer.from(notFound).toString('utf8'), search),
  });
  await write(outDir, '_headers', headersFile(policies.sort((a, b) => a.paths[0].localeCompare(b.paths[0]))));
  await write(outDir, '_redirects', redirectsFile(base));
  await writeCrawlerFiles(outDir);
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

/** Feeds, sitemap, robots.txt, llms.txt files and a Markdown copy of every page. */
async function writeCrawlerFiles(outDir: string) {
  const files: [string, string][] = [
    ['sitemap.xml', sitemap()],
    ['robots.txt', robotsTxt()],
    ...LANGS.flatMap((lang): [string, string][] => {
      const { index, full } = llmsFiles(lang);
      const base = localizePath('/', lang).slice(1);
      return [
        [FEEDS[lang].file.slice(1), blogFeed(lang)],
        [`${base}llms.txt`, index],
        [`${base}llms-full.txt`, full],
        ...searchIndexFiles(lang),
      ];
    }),
    ...[...getContent().pages.values()].map((page): [string, string] => [
      markdownPathOf(page.route).slice(1),
      markdownCopy(page),
    ]),
  ];
  await Promise.all(files.map(([file, body]) => write(outDir, file, body)));
}
