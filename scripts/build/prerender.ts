/**
 * The prerender: every route rendered on the build pool into `outDir` (a
 * few routes a task, so that every worker stays busy), with the app's
 * browser assets and the public folders, the 404 page, `_headers` and
 * `_redirects`. A warm build links unchanged pages from `previous`
 * (page-cache.ts); the pages' records are saved for the next one.
 */
import { existsSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { getContent } from '../../app/lib/content.server';
import { allRoutes } from '../../app/lib/content-query.server';
import { DEFAULT_LANG } from '../../app/lib/routes';
import { archiveFolder, VERSIONS } from '../../content-schema/shared/versions';
import type { Settings } from '../../content-schema/shared/settings';
import type { WorkerPool } from '../../content-schema/shared/worker-pool';
import { previousFile, writeOutput } from './output';
import { savePages, type PageRecord } from './page-cache';
import type { RenderJob } from './render';
import { headersFile } from './security-headers';

/** Routes per task: enough to keep a worker busy between messages, few enough to share them out. */
const ROUTES_PER_TASK = 8;

export async function prerender(settings: Settings, pool: WorkerPool, job: RenderJob) {
  const { outDir, previous, code } = job;
  await cp(path.join(settings.buildDir, 'client'), outDir, { recursive: true });
  for (const dir of settings.publicDirs.filter((d) => existsSync(d)))
    await cp(dir, outDir, { recursive: true });
  const routes = allRoutes(getContent(settings.generatedDir));
  const tasks = [];
  for (let i = 0; i < routes.length; i += ROUTES_PER_TASK)
    tasks.push(pool.run({ job, routes: routes.slice(i, i + ROUTES_PER_TASK) }, { name: 'render' }));
  const results = (await Promise.all(tasks)) as { rendered: number; records: Record<string, PageRecord> }[];
  const write = (file: string, body: string) => writeOutput(outDir, file, body, previousFile(previous, file));
  await write('404.html', (await pool.run(undefined, { name: 'notFound' })) as string);
  await write('_headers', headersFile());
  await write(
    '_redirects',
    redirectsFile(
      settings.basePath,
      VERSIONS.filter((v) => !v.current).map((v) => archiveFolder(v.name)),
    ),
  );
  if (previous)
    savePages(
      settings,
      previous,
      code,
      Object.fromEntries(results.flatMap((r) => Object.entries(r.records))),
    );
  return { pages: routes.length, rendered: results.reduce((n, r) => n + r.rendered, 0) };
}

/**
 * `_redirects` (Netlify, Cloudflare Pages): a path with the default language's
 * prefix answers 301 with the page without it, in every version. Other static hosts answer it
 * with 404.html, whose script sends the reader on the same way.
 */
export function redirectsFile(base: string, archives: string[] = []): string {
  return ['', ...archives.map((folder) => `/${folder}`)]
    .map((prefix) => `${base}${prefix}`)
    .map((at) => `${at}/${DEFAULT_LANG} ${at}/ 301\n${at}/${DEFAULT_LANG}/* ${at}/:splat 301\n`)
    .join('');
}
