import { expect, test } from '@playwright/test';
import { offline, ready } from './helpers';

test.beforeEach(async ({ page }) => offline(page));

test('a slow navigation shows the progress bar, a fast one does not', async ({ page }) => {
  await ready(page, '/guide/start/');
  // The page's data is held back until the bar has shown: a navigation as slow as it takes.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/guide/start/glossary.data*', async (route) => {
    await held;
    await route.continue();
  });
  await page.locator('.rs-sidebar').getByRole('link', { name: 'Glossary' }).click();
  await expect(page.locator('#nprogress .bar')).toBeVisible();
  release();
  await expect(page).toHaveURL('/guide/start/glossary');
  await expect(page.locator('#nprogress')).toHaveCount(0);
  await page.locator('.rs-sidebar').getByRole('link', { name: 'Quick start' }).click();
  await expect(page).toHaveURL('/guide/start/quick-start');
  await expect(page.locator('#nprogress')).toHaveCount(0);
});
