import { expect, test } from '@playwright/test';
import { offline, ready } from './helpers';

test.beforeEach(async ({ page }) => offline(page));

test('the hamburger opens a full-screen menu that closes on navigation and on growing past 768 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await ready(page, '/guide/start/');
  const hamburger = page.getByRole('button', { name: 'Menu', exact: true }).first();
  await hamburger.click();
  const screen = page.locator('.rs-nav-screen');
  await expect(screen).toBeVisible();
  await expect(screen.getByRole('link', { name: '简体中文' })).toBeVisible();
  await screen.getByRole('link', { name: 'Config' }).click();
  await expect(page).toHaveURL('/config/');
  await expect(screen).toHaveCount(0);
  await hamburger.click();
  await expect(screen).toBeVisible();
  await page.setViewportSize({ width: 900, height: 800 });
  await expect(screen).toHaveCount(0);
});
test('the menu bar opens the sidebar drawer and the local outline', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await ready(page, '/guide/start/quick-start');
  const bar = page.locator('.rs-menu-bar');
  await expect(bar).toBeVisible();
  expect((await bar.boundingBox())?.height).toBe(46);
  await bar.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.locator('.rs-sidebar--open');
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Glossary' }).click();
  await expect(page).toHaveURL('/guide/start/glossary');
  await expect(drawer).toHaveCount(0);
  await bar.getByRole('button', { name: 'ON THIS PAGE' }).click();
  await expect(page.locator('#rs-local-outline')).toBeVisible();
  await page.locator('h1').first().click();
  await expect(page.locator('#rs-local-outline')).toHaveCount(0);
});
test('the navbar is 56 px high on phones and 72 px on wide screens', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await ready(page, '/guide/start/');
  expect((await page.locator('.rs-nav').boundingBox())?.height).toBe(56);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(async () => (await page.locator('.rs-nav').boundingBox())?.height).toBe(72);
});
