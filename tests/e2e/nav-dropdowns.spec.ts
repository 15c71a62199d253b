import { expect, test } from '@playwright/test';
import { offline, ready } from './helpers';

test.beforeEach(async ({ page }) => offline(page));

test('nav dropdowns open on hover and close 150 ms after the pointer leaves', async ({ page }) => {
  await ready(page, '/guide/start/');
  const trigger = page.getByRole('button', { name: /Language/ });
  const dropdown = page.locator('.rs-nav__dropdown').filter({ hasText: '简体中文' });
  await trigger.hover();
  await expect(dropdown).toBeVisible();
  const left = Date.now();
  await page.mouse.move(10, 400);
  expect(await dropdown.isVisible()).toBe(true);
  await expect(dropdown).toBeHidden();
  expect(Date.now() - left).toBeGreaterThanOrEqual(150);
});
