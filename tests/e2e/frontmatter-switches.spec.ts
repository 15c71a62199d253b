import { expect, test } from '@playwright/test';
import { FIXTURES, isChunk, nextFrames, offline, ready, scriptRequests } from './helpers';

test.beforeEach(async ({ page }) => offline(page));

test('pageType custom keeps the navbar but no sidebar or outline', async ({ page }) => {
  await page.goto(`${FIXTURES}/custom`);
  await expect(page.locator('.rs-nav')).toBeVisible();
  await expect(page.locator('.rs-sidebar')).toHaveCount(0);
  await expect(page.locator('.rs-outline')).toHaveCount(0);
  await expect(page.locator('h1')).toHaveText('Custom page');
});

test('pageType blank has no navbar', async ({ page }) => {
  await page.goto(`${FIXTURES}/blank`);
  await expect(page.locator('.rs-nav')).toHaveCount(0);
  await expect(page.locator('h1')).toHaveText('Blank page');
});

test('navbar, sidebar, outline and footer can each be switched off', async ({ page }) => {
  await page.goto(`${FIXTURES}/no-navbar`);
  await expect(page.locator('.rs-nav')).toHaveCount(0);
  await page.goto(`${FIXTURES}/no-sidebar`);
  await expect(page.locator('.rs-sidebar')).toHaveCount(0);
  await page.goto(`${FIXTURES}/no-outline`);
  await expect(page.locator('.rs-outline')).toHaveCount(0);
  await page.goto(`${FIXTURES}/no-footer`);
  await expect(page.locator('.rs-doc-footer')).toHaveCount(0);
  await page.goto(`${FIXTURES}/`);
  await expect(page.locator('.rs-doc-footer')).toHaveCount(1);
  await expect(page.locator('.rs-outline')).toHaveCount(1);
});

test('head tags, titleSuffix and globalUIComponents: false (no feed link, no image zoom)', async ({
  page,
}) => {
  const scripts = scriptRequests(page);
  await ready(page, `${FIXTURES}/head`);
  await expect(page).toHaveTitle('Head | Fixture');
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', 'rslib, fixture');
  await expect(page.locator('link[type="application/rss+xml"]')).toHaveCount(0);
  await page.locator('.rs-doc img').click();
  await nextFrames(page);
  // The click was handled without asking for the zoom code.
  expect(scripts.filter(isChunk('zoom'))).toEqual([]);
  await expect(page.locator('.rs-zoom')).toHaveCount(0);
});
