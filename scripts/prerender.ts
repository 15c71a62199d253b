/**
 * Renders every route through the Remix server build and writes what a plain
 * static host needs: `<route>.html` (or `<route>/index.html`), the route's
 * loader data as `<route>.data` for client navigation, and `404.html`.
 * The HTML is written byte for byte as rendered: editing it breaks hydration.
 */
import { cp, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, type ServerBuild } from '@remix-run/node';
import { allRoutes } from '../app/lib/page-data.server';

const ORIGIN = 'http://localhost';

/** `/` -> `index.html`, `/guide/start/` -> `guide/start/index.html`, `/guide/x` -> `guide/x.html`. */
export function htmlFileOf(route: string): string {
  return route.endsWith('/') ? `${route.slice(1)}index.html` : `${route.slice(1)}.html`;
}

/** The URL Remix's Single Fetch requests for a route's data (and so the file to write). */
export function dataFileOf(route: string): string {
  return route === '/' ? '_root.data' : `${route.slice(1).replace(/\/$/, '')}.data`;
}

async function write(outDir: string, file: string, body: ArrayBuffer | string) {
  const target = path.join(outDir, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, typeof body === 'string' ? body : Buffer.from(body));
}

export async function prerender(outDir: string): Promise<{ pages: number }> {
  const build = (await import(pathToFileURL(path.resolve('build/server/index.js')).href)) as ServerBuild;
  const handle = createRequestHandler(build, 'production');
  const fetchRoute = async (url: string, expected: number) => {
    const response = await handle(new Request(`${ORIGIN}${url}`));
    if (response.status !== expected) {
      throw new Error(`Prerender: ${url} answered ${response.status}, expected ${expected}`);
    }
    return response.arrayBuffer();
  };

  await cp('build/client', outDir, { recursive: true });
  await cp('public', outDir, { recursive: true });

  const routes = allRoutes();
  // Pages render independently; a small pool keeps both cores busy without
  // holding every page in memory at once.
  let next = 0;
  const worker = async () => {
    while (next < routes.length) {
      const route = routes[next++];
      const [html, data] = await Promise.all([fetchRoute(route, 200), fetchRoute(`/${dataFileOf(route)}`, 200)]);
      await Promise.all([write(outDir, htmlFileOf(route), html), write(outDir, dataFileOf(route), data)]);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  await write(outDir, '404.html', await fetchRoute('/404', 404));
  return { pages: routes.length };
}
