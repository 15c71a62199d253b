import { expect, test } from '@playwright/test';
import { FIXTURES, isChunk, nextFrames, offline, ready, scriptRequests } from './helpers';

test.beforeEach(async ({ page }) => offline(page));

test('opens on click and closes on click, Escape, scrolling and resize', async ({ page }) => {
  const scripts = scriptRequests(page);
  await ready(page, `${FIXTURES}/images`);
  const img = page.locator('.rs-doc img');
  const zoom = page.locator('.rs-zoom');
  await img.click();
  await expect(zoom).toHaveClass(/rs-zoom--open/);
  // The zoom code came with the first click (the tests that it stays away rely on this name).
  expect(scripts.filter(isChunk('zoom'))).toHaveLength(1);
  await zoom.click();
  await expect(zoom).toHaveCount(0);

  await img.click();
  await expect(zoom).toHaveClass(/rs-zoom--open/);
  await page.keyboard.press('Escape');
  await expect(zoom).toHaveCount(0);

  await img.click();
  await expect(zoom).toHaveClass(/rs-zoom--open/);
  await page.evaluate(() => window.scrollBy(0, 20));
  await nextFrames(page);
  // A small scroll is handled and forgiven.
  await expect(zoom).toHaveClass(/rs-zoom--open/);
  await page.evaluate(() => window.scrollBy(0, 60));
  await expect(zoom).toHaveCount(0);

  await page.evaluate(() => window.scrollTo(0, 0));
  await img.click();
  await expect(zoom).toHaveClass(/rs-zoom--open/);
  await page.setViewportSize({ width: 1000, height: 700 });
  await expect(zoom).toHaveCount(0);
});

test('the globalUIComponents=0 query turns it off', async ({ page }) => {
  const scripts = scriptRequests(page);
  await ready(page, `${FIXTURES}/images?globalUIComponents=0`);
  await page.locator('.rs-doc img').click();
  await nextFrames(page);
  // The click was handled without asking for the zoom code.
  expect(scripts.filter(isChunk('zoom'))).toEqual([]);
  await expect(page.locator('.rs-zoom')).toHaveCount(0);
  await expect(page.locator('link[type="application/rss+xml"]')).toHaveCount(0);
});
