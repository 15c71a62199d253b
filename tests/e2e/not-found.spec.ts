import { expect, test } from '@playwright/test';
import { offline, watchPage } from './helpers';

test.beforeEach(async ({ page }) => offline(page));

test('an unknown English path shows the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/guide/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('404 - Rslib');
  await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/');
});

test('an unknown Chinese path links home with the language prefix', async ({ page }) => {
  const problems = watchPage(page);
  await page.goto('/zh/guide/does-not-exist');
  await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/zh/');
  await expect(page.locator('[data-appearance]')).toHaveCount(1);
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL('/zh/');
  expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
});

test('a doubled language prefix is sent to the page that was meant', async ({ page }) => {
  await page.goto('/zh/zh/guide/start/quick-start');
  await expect(page).toHaveURL('/zh/guide/start/quick-start');
  await expect(page.locator('h1').first()).toHaveText('快速上手');
});
