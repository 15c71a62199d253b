import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { joinRoute } from '../../content-schema/shared/routes';
import { SITE_SECTIONS, VERSIONS } from '../../content-schema/shared/versions';
import { builtPages } from '../output/site-files';

const routes = JSON.parse(readFileSync(new URL('../fixtures/site-routes.json', import.meta.url), 'utf8')) as {
  path: string;
  en: string;
  zh: string;
  /** The first version that has the route (every version when absent). */
  since?: string;
}[];

/** `1.0` after `0.11`: release numbers compared part by part. */
const atLeast = (version: string, since: string) => {
  const [a, b] = [version, since].map((v) => v.split('.').map(Number));
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  }
  return true;
};

export interface SiteRoute {
  path: string;
  lang: 'en' | 'zh';
  version: string;
  /** The full `<title>` the page must have. */
  documentTitle: string;
}

/**
 * Every route the site must have (tests/fixtures/site-routes.json) in both
 * languages and every version that has it, with its expected document title.
 * The site's own sections (the blog) exist once, in the current version.
 */
export const expectedRoutes: SiteRoute[] = VERSIONS.flatMap((version) =>
  routes
    .filter((r) => version.current || (!SITE_SECTIONS.some((s) => r.path.startsWith(s)) && r.path !== '/404'))
    .filter((r) => !r.since || atLeast(version.name, r.since))
    .flatMap((r) =>
      (['en', 'zh'] as const).map((lang) => {
        const title = r[lang];
        return {
          path: joinRoute(version.name, lang, r.path),
          lang,
          version: version.name,
          documentTitle: r.path === '/' ? title : `${title} - Rslib`,
        };
      }),
    ),
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
export const builtRoutes = (outDir = 'dist'): string[] => builtPages(outDir).map(([route]) => route);

/**
 * Opens a page and waits until it responds to a reader: the page shell is
 * hydrated (the theme toggle knows the theme) and so is the Markdown body,
 * whose renderer loads as its own chunk after the page and hydrates when the
 * reader reaches for it (app/components/Content/hydration-gate.ts): a
 * pointer over the body, as a reader's would be, without moving the mouse.
 */
export async function ready(page: Page, path: string) {
  await page.goto(path);
  await page.locator('[data-appearance]').first().waitFor({ state: 'attached' });
  const body = page.locator('.rs-doc').first();
  if (await body.count()) {
    await body.dispatchEvent('pointerover');
    await page.locator('html[data-body-hydrated]').waitFor({ state: 'attached' });
  }
}

/**
 * Waits until a client navigation to `path` has rendered the new page, not
 * only moved the address: the router pushes the address first and React
 * commits the page in a transition after it, so a click right after
 * `toHaveURL` can land on a link of the page being left (CI saw "Next Page"
 * of the section overview clicked again).
 */
export async function navigated(page: Page, path: string) {
  await expect(page).toHaveURL(path);
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${escaped}$`));
}

/**
 * Resolves after the page has drawn `count` more frames: by then a scroll or
 * click the test caused has been handled (its events fire before the next frame).
 */
export async function nextFrames(page: Page, count = 2) {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(n);
      }),
    count,
  );
}

/** The URLs of the scripts the page requests from now on, to check that lazy code was (not) loaded. */
export function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

/** Whether a script URL is the lazily loaded chunk of a module (`zoom`, `isbot`): `…/zoom-HASH.js`. */
export const isChunk = (name: string) => (url: string) => new RegExp(`/${name}-[^/]+\\.js$`).test(url);

/** The fixture site of tests/e2e/build-fixture-site.ts (frontmatter switches, images, …). */
export const FIXTURES = `http://localhost:${Number(process.env.E2E_PORT ?? 4173) + 1}`;
