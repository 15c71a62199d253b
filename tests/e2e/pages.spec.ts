import { expect, test } from '@playwright/test';
import { splitRoute } from '../../content-schema/shared/routes';
import { builtRoutes, offline, expectedRoutes, watchPage } from './helpers';

const built = builtRoutes();
const expected = new Map(expectedRoutes.map((r) => [r.path, r]));

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
      await offline(page);
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
