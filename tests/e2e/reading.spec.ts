import { expect, test } from '@playwright/test';
import { offline, ready } from './helpers';

test.beforeEach(async ({ page }) => offline(page));

test('package-manager tabs: the choice is shared on the page and survives a reload without a flash', async ({
  page,
}) => {
  await ready(page, '/guide/start/quick-start');
  const groups = page.locator('.rs-tabs');
  expect(await groups.count()).toBeGreaterThan(1);
  await groups.first().getByRole('tab', { name: 'pnpm' }).click();
  for (const group of await groups.all()) {
    await expect(group.getByRole('tab', { name: 'pnpm' })).toHaveAttribute('aria-selected', 'true');
    await expect(group.locator('.rs-tabs__panel:visible code')).toHaveText(/^pnpm /);
  }
  // Record what is visible when <body> is parsed, before any script of the page runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const panel = [...document.querySelectorAll('.rs-tabs__panel')].find(
        (p) => getComputedStyle(p).display !== 'none',
      );
      (window as unknown as { __firstPanel?: string }).__firstPanel = panel?.textContent ?? '';
    });
  });
  // The stored choice must not cost a hydration mismatch: React would throw
  // the server HTML away and render the whole document again (error #418).
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { __firstPanel?: string }).__firstPanel)).toMatch(
    /^pnpm /,
  );
  // The tabs' state is React's once the body hydrates, when the reader reaches for it.
  await page.locator('.rs-doc').first().dispatchEvent('pointerover');
  await page.locator('html[data-body-hydrated]').waitFor({ state: 'attached' });
  await expect(groups.first().getByRole('tab', { name: 'pnpm' })).toHaveAttribute('aria-selected', 'true');
  // After hydration the reader's next choice shows, not the one stored at load.
  await groups.first().getByRole('tab', { name: 'yarn' }).click();
  for (const group of await groups.all()) {
    await expect(group.locator('.rs-tabs__panel:visible code')).toHaveText(/^yarn /);
  }
  expect(errors.filter((e) => /React error|hydrat/i.test(e))).toEqual([]);
});

test('the copy button copies the code and shows success for two seconds', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await ready(page, '/config/lib/format');
  const block = page.locator('.rs-code').first();
  await block.hover();
  const button = block.getByRole('button', { name: 'Copy code' });
  await button.click();
  await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copiedAt = Date.now();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await block.locator('code').textContent());
  await expect(block.getByRole('button', { name: 'Copy code' })).toBeVisible({ timeout: 5000 });
  expect(Date.now() - copiedAt).toBeGreaterThanOrEqual(1500);
});

test('the wrap toggle wraps long lines', async ({ page }) => {
  await ready(page, '/config/lib/format');
  const block = page.locator('.rs-code').first();
  await expect(block.locator('pre')).toHaveCSS('white-space', 'pre');
  await block.hover();
  await block.getByRole('button', { name: 'Toggle line wrap' }).click();
  await expect(block.locator('pre')).toHaveCSS('white-space', 'pre-wrap');
});

test('callouts without a title show the type name in the page language', async ({ page }) => {
  // Both shims pages have a :::warning and a :::tip without a title of their own.
  await ready(page, '/config/lib/shims');
  await expect(page.locator('.rs-callout__title')).toHaveText(['WARNING', 'TIP']);
  await ready(page, '/zh/config/lib/shims');
  await expect(page.locator('.rs-callout__title')).toHaveText(['警告', '提示']);
  // A title written in the Markdown wins over the default.
  await ready(page, '/zh/guide/start/quick-start');
  await expect(page.locator('.rs-callout__title').first()).toHaveText('文档对应的版本');
});
