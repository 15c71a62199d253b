import { expect, test as base, type Page } from '@playwright/test';
import { splitRoute } from '../../content-schema/shared/routes';
import { SITE_ORIGIN } from '../../playwright.config';
import { builtRoutes, offline, expectedRoutes, watchPage } from './helpers';

const built = builtRoutes();
const expected = new Map(expectedRoutes.map((r) => [r.path, r]));

/**
 * Every page is opened in one browser tab per worker, rather than in a
 * browser context of its own: a new context costs a new renderer process and
 * a cold cache for each of the 236 pages, several times what loading the page
 * takes. Each test still loads its page as a document of its own (never a
 * client navigation) and starts as a first visit would: the previous page's
 * storage and cookies are cleared and its listeners are gone. The cold first
 * load of each kind of page is console-clean.spec.ts's.
 */
const test = base.extend<{ page: Page }, { tab: Page }>({
  tab: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: SITE_ORIGIN, locale: 'en-US' });
      const tab = await context.newPage();
      await offline(tab);
      await use(tab);
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ tab }, use) => {
    await use(tab);
    for (const event of ['console', 'pageerror', 'requestfailed', 'response'] as const)
      tab.removeAllListeners(event);
    // A test that failed before its page loaded leaves a blank tab, which has no storage.
    if (tab.url().startsWith(SITE_ORIGIN))
      await tab.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    await tab.context().clearCookies();
  },
});

test('every built page is an expected route (tests/fixtures/site-routes.json)', () => {
  expect(built.filter((path) => !expected.has(path))).toEqual([]);
});

test('every expected route is built, in both languages', () => {
  expect(
    expectedRoutes.map((r) => r.path).filter((path) => path !== '/404' && !built.includes(path)),
  ).toEqual([]);
});

test.describe('every built page', () => {
  for (const path of built) {
    const route = expected.get(path);
    test(`${path} renders with its title, an h1 and no console error`, async ({ page }) => {
      const problems = watchPage(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      if (route) await expect(page).toHaveTitle(route.documentTitle);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute(
        'lang',
        splitRoute(path).lang === 'zh' ? 'zh-CN' : 'en',
      );
      // Hydration has finished once React has attached to the theme button.
      await expect(page.locator('[data-appearance]').first()).toBeAttached();
      expect(problems).toEqual([]);
    });
  }
});
