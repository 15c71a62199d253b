import { expect, test, type Page } from '@playwright/test';
import { offline } from './helpers';

/**
 * The first load of every kind of page, in both languages and both colour
 * schemes, leaves the console empty: no hydration error (React's #421 comes
 * as a warning), no warning, no page error.
 *
 * Timing is what made #421 appear (an update above a part of the page still
 * waiting for its code to hydrate), so the test makes the slow case happen
 * every time: the lazily loaded search button and Markdown renderer are held
 * back while the reader scrolls, hovers the nav bar and follows a nav link,
 * and released only then.
 */
const PAGES = [
  { kind: 'home', path: '/' },
  { kind: 'doc', path: '/guide/start/quick-start' },
  { kind: 'overview', path: '/config/' },
  { kind: 'blog list', path: '/blog/' },
  { kind: 'blog post', path: '/blog/introducing-rslib' },
  { kind: '404', path: '/guide/no-such-page' },
];
const LAZY_CHUNKS = /\/assets\/_shared\/(SearchControls|MarkdownBody)-[^/]+\.js$/;

/** Holds the lazy chunks' requests until `release()`. */
async function holdLazyChunks(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(LAZY_CHUNKS, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Every console warning or error and every page error; the 404 page's own status line is its status, not an error. */
function consoleProblems(page: Page, notFoundUrl?: string) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'warning' && message.type() !== 'error') return;
    // Requests to other hosts are aborted on purpose (offline()).
    if (message.text().includes('net::ERR_FAILED')) return;
    const ownStatus =
      notFoundUrl !== undefined &&
      message.location().url === notFoundUrl &&
      message.text().includes('status of 404');
    if (!ownStatus) problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

for (const { kind, path: enPath } of PAGES) {
  for (const lang of ['en', 'zh'] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      const path = lang === 'en' ? enPath : `/zh${enPath}`;
      test(`${kind} page ${path} in ${scheme}: first load, scroll and a client navigation leave the console clean`, async ({
        page,
        baseURL,
      }) => {
        await offline(page);
        await page.emulateMedia({ colorScheme: scheme });
        const release = await holdLazyChunks(page);
        const problems = consoleProblems(page, kind === '404' ? `${baseURL}${path}` : undefined);
        await page.goto(path);
        // The page shell has hydrated (the theme switch knows the theme).
        await expect(page.locator('[data-appearance]')).toHaveAttribute('data-appearance', 'auto');
        await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /dark/ : /^(?!.*dark)/);
        await page.mouse.wheel(0, 600);
        await page.evaluate(() => window.scrollTo(0, 600));
        await page.evaluate(() => window.scrollTo(0, 0));
        const target = enPath.startsWith('/config/') ? '/guide/start/' : '/config/';
        const navLink = page.locator(`.rs-nav__bar a[href$="${target}"]`).first();
        await navLink.hover();
        await navLink.click();
        await expect(page).toHaveURL(new RegExp(`${target}$`));
        release();
        await expect(page.locator('h1').first()).toBeVisible();
        const body = page.locator('.rs-doc').first();
        await body.dispatchEvent('pointerover');
        await expect(page.locator('html[data-body-hydrated]')).toBeAttached();
        await expect(page.locator('.DocSearch-Button[data-ready]')).toBeAttached();
        expect(problems).toEqual([]);
      });
    }
  }
}
