import { expect, test } from '@playwright/test';
import { offline } from './helpers';

test.beforeEach(async ({ page }) => offline(page));

// Records the theme at the moment <body> is parsed, before any paint: a
// flash of the wrong theme would show up here.
async function recordFirstPaintTheme(page: import('@playwright/test').Page) {
  await page.addInitScript(() => {
    const record = () => {
      (window as unknown as { __darkAtBody: boolean }).__darkAtBody =
        document.documentElement.classList.contains('dark');
    };
    new MutationObserver((_, observer) => {
      if (document.body) {
        record();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

test('the theme choice survives a reload with no flash of the other theme', async ({ page }) => {
  await recordFirstPaintTheme(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/guide/start/');
  const toggle = page.locator('[data-appearance]');
  await expect(toggle).toHaveAttribute('data-appearance', 'auto');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await toggle.click(); // auto -> light
  await expect(toggle).toHaveAttribute('data-appearance', 'light');
  // The circular reveal covers the page for 400 ms; a click lands on the page again once it ends.
  await expect(page.locator('html')).not.toHaveClass(/rs-theme-reveal/);
  await toggle.click(); // light -> dark
  await expect(toggle).toHaveAttribute('data-appearance', 'dark');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');

  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { __darkAtBody: boolean }).__darkAtBody)).toBe(true);
  await expect(page.locator('[data-appearance]')).toHaveAttribute('data-appearance', 'dark');
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('auto follows the system theme', async ({ page }) => {
  await recordFirstPaintTheme(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/zh/guide/start/');
  expect(await page.evaluate(() => (window as unknown as { __darkAtBody: boolean }).__darkAtBody)).toBe(true);
  await expect(page.locator('[data-appearance]')).toHaveAttribute('data-appearance', 'auto');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});
