import type { Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const routes = JSON.parse(readFileSync(new URL('../fixtures/site-routes.json', import.meta.url), 'utf8')) as {
  path: string;
  en: string;
  zh: string;
}[];

export interface SiteRoute {
  path: string;
  lang: 'en' | 'zh';
  /** The full `<title>` the page must have. */
  documentTitle: string;
}

/** Every route the site must have (tests/fixtures/site-routes.json) in both languages, with its expected document title. */
export const expectedRoutes: SiteRoute[] = routes.flatMap((r) =>
  (['en', 'zh'] as const).map((lang) => {
    const title = r[lang];
    const path = lang === 'en' ? r.path : r.path === '/' ? '/zh/' : `/zh${r.path}`;
    return { path, lang, documentTitle: r.path === '/' ? title : `${title} - Rslib` };
  }),
);

/** Collects console errors and warnings (hydration mismatches surface there) and failed requests. */
export function watchPage(page: Page) {
  const problems: string[] = [];
  page.on('console', (msg) => {
    // Requests to other hosts are blocked on purpose (see offline()).
    if (msg.text().includes('net::ERR_FAILED')) return;
    if (msg.type() === 'error' || msg.type() === 'warning')
      problems.push(`console ${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    // Images from the external assets host cannot be fetched on this offline machine.
    if (!request.url().startsWith('http://localhost')) return;
    // A hover prefetch that the page cancels (its link went away as the page
    // changed) is aborted by the browser; servers answering badly show up as
    // HTTP errors below.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.url()}`);
  });
  page.on('response', (response) => {
    if (response.url().startsWith('http://localhost') && response.status() >= 400) {
      problems.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  });
  return problems;
}

/** Blocks requests to other hosts so that tests do not wait on a network these machines lack. */
export async function offline(page: Page) {
  await page.route(/^https?:\/\/(?!localhost)/, (route) => route.abort());
}

/** The routes prerendered into dist/ (every `.html` but 404.html), as paths. */
export function builtRoutes(outDir = 'dist'): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'assets') walk(full);
      else if (entry.name.endsWith('.html') && full !== path.join(outDir, '404.html')) {
        const rel = path.relative(outDir, full).replace(/\\/g, '/');
        out.push(rel.endsWith('index.html') ? `/${rel.slice(0, -10)}` : `/${rel.slice(0, -5)}`);
      }
    }
  };
  walk(outDir);
  return out.sort();
}

/**
 * Opens a page and waits until it responds to a reader: the page shell is
 * hydrated (the theme toggle knows the theme) and so is the Markdown body,
 * whose renderer loads as its own chunk after the page.
 */
export async function ready(page: Page, path: string) {
  await page.goto(path);
  await page.locator('[data-appearance]').first().waitFor({ state: 'attached' });
  if (await page.locator('.rs-doc').count())
    await page.locator('html[data-body-hydrated]').waitFor({ state: 'attached' });
}
