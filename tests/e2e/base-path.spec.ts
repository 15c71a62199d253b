import { expect, test } from '@playwright/test';
import { BASE_PATH_ORIGIN } from '../../playwright.config';
import { offline, watchPage } from './helpers';

// The site built with BASE_PATH=/rslib/ (tests/e2e/build-base-path-site.ts), served under /rslib/.
test.use({ baseURL: BASE_PATH_ORIGIN });
test.beforeEach(async ({ page }) => offline(page));

const markNoReload = (page: import('@playwright/test').Page) =>
  page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
const stillNoReload = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload);

test('under /rslib/ pages load with their styles and scripts and navigate client-side', async ({ page }) => {
  const problems = watchPage(page);
  await page.goto('/rslib/guide/start/');
  await expect(page.locator('[data-appearance]')).toHaveCount(1);
  await expect(page.locator('h1').first()).toHaveText('Introduction');
  // The stylesheet came from /rslib/assets/: the navbar has its height.
  await expect(page.locator('.rs-nav')).toHaveCSS('height', '72px');
  await markNoReload(page);
  await page.locator('.rs-sidebar').getByRole('link', { name: 'Quick start' }).click();
  await expect(page).toHaveURL('/rslib/guide/start/quick-start');
  await expect(page.locator('h1').first()).toHaveText('Quick start');
  await page.getByRole('link', { name: 'Config', exact: true }).first().click();
  await expect(page).toHaveURL('/rslib/config/');
  expect(await stillNoReload(page)).toBe(true);
  expect(problems).toEqual([]);
});

test('under /rslib/ search loads its index and opens results inside the base', async ({ page }) => {
  await page.goto('/rslib/zh/guide/start/');
  await expect(page.locator('.DocSearch-Button[data-ready]')).toHaveCount(1);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('产物');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', /^\/rslib\/zh\//);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/rslib\/zh\//);
});

test('under /rslib/ the home page is reachable from a doc page and unknown paths get the 404 page', async ({
  page,
}) => {
  await page.goto('/rslib/config/lib/format');
  await expect(page.locator('[data-appearance]')).toHaveCount(1);
  await page.getByRole('link', { name: 'Rslib Home' }).click();
  await expect(page).toHaveURL('/rslib/');
  await expect(page.locator('.rs-home')).toBeVisible();
  const missing = await page.goto('/rslib/guide/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('link', { name: /home/i }).first()).toHaveAttribute('href', '/rslib/');
  expect((await page.goto('/guide/start/'))?.status()).toBe(404);
});
