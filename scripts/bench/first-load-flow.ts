/**
 * A reader's first load of a page, made as hard as possible on hydration:
 * the page is opened, scrolled, a nav link hovered and followed (a client
 * navigation), and the body brought to life, while the console is watched.
 * The end-to-end suite runs it once per page kind (tests/e2e/console-clean.spec.ts);
 * `npm run bench -- --hydration` runs it many times with the CPU slowed down.
 *
 * React error #421 (a part of the page still waiting for its code to hydrate
 * receives an update) depends on timing, so the flow can make the slow case
 * happen every time: `holdChunks` keeps the lazily loaded search button and
 * Markdown renderer from arriving until the client navigation has started.
 */
import type { Page } from '@playwright/test';
import { joinRoute, type Lang } from '../../content-schema/shared/routes';
import { CURRENT_VERSION, VERSIONS } from '../../content-schema/shared/versions';

/** One page of each kind the site has; the archived one in the first archived version. */
export const PAGE_KINDS = [
  { kind: 'home', path: '/' },
  { kind: 'doc', path: '/guide/start/quick-start' },
  { kind: 'overview', path: '/config/' },
  { kind: 'blog list', path: '/blog/' },
  { kind: 'blog post', path: '/blog/introducing-rslib' },
  { kind: '404', path: '/guide/no-such-page' },
  { kind: 'archived doc', path: '/guide/start/quick-start', archived: true },
] as const;

export type PageKind = (typeof PAGE_KINDS)[number];

const ARCHIVED_VERSION = VERSIONS.find((v) => !v.current)?.name ?? CURRENT_VERSION;

/** The route of a page kind in a language. */
export const routeOf = (page: PageKind, lang: Lang) =>
  joinRoute('archived' in page ? ARCHIVED_VERSION : CURRENT_VERSION, lang, page.path);

const LAZY_CHUNKS = /\/assets\/_shared\/(SearchControls|MarkdownBody)-[^/]+\.js$/;

export interface FlowOptions {
  /** Hold the lazy chunks back until the client navigation has started. */
  holdChunks: boolean;
  /** Chromium's CPU slowdown (1 = none). */
  cpuSlowdown: number;
  colorScheme: 'light' | 'dark';
}

/**
 * Every console warning or error and every page error during the flow; a
 * 404 page's own status line and requests to other hosts (aborted here) are
 * not problems.
 */
function watchConsole(page: Page, ownUrl: string, notFound: boolean) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'warning' && message.type() !== 'error') return;
    if (message.text().includes('net::ERR_FAILED')) return;
    if (notFound && message.location().url === ownUrl && message.text().includes('status of 404')) return;
    problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/** Runs the flow on `path` (a route of the site at `origin`) and returns the problems seen. */
export async function firstLoadFlow(
  page: Page,
  origin: string,
  path: string,
  { holdChunks, cpuSlowdown, colorScheme }: FlowOptions,
): Promise<string[]> {
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
  await page.emulateMedia({ colorScheme });
  if (cpuSlowdown > 1) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  let release = () => {};
  if (holdChunks) {
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(LAZY_CHUNKS, async (route) => {
      await released;
      await route.continue();
    });
  }
  const url = `${origin}${path}`;
  const problems = watchConsole(page, url, path.includes('no-such-page'));
  await page.goto(url);
  // The page shell has hydrated (the theme switch knows the theme).
  await page.locator('[data-appearance="auto"]').waitFor({ state: 'attached' });
  await page.mouse.wheel(0, 600);
  await page.evaluate(() => window.scrollTo(0, 600));
  await page.evaluate(() => window.scrollTo(0, 0));
  const target = path.includes('/config/') ? '/guide/start/' : '/config/';
  const navLink = page.locator(`.rs-nav__bar a[href$="${target}"]`).first();
  await navLink.hover();
  await navLink.click();
  await page.waitForURL(new RegExp(`${target}$`));
  release();
  await page.locator('h1').first().waitFor();
  await page.locator('.rs-doc').first().dispatchEvent('pointerover');
  await page.locator('html[data-body-hydrated]').waitFor({ state: 'attached' });
  await page.locator('.DocSearch-Button[data-ready]').waitFor({ state: 'attached' });
  return problems;
}
