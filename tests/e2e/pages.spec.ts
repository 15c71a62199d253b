import { expect, test } from '@playwright/test';
import { offline, siteRoutes, watchPage } from './helpers';

test.describe('every page of the site', () => {
  for (const route of siteRoutes) {
    test(`${route.path} renders with its title, an h1 and no console error`, async ({ page }) => {
      await offline(page);
      const problems = watchPage(page);
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(route.documentTitle);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', route.lang === 'zh' ? 'zh-CN' : 'en');
      // Hydration has finished once React has attached to the theme button.
      await expect(page.locator('[data-appearance]')).toHaveCount(1);
      expect(problems).toEqual([]);
    });
  }
});
