import { expect, test } from '@playwright/test';
import { offline, ready } from './helpers';

test.beforeEach(async ({ page }) => offline(page));

test('switching the theme runs the circular reveal', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
  await ready(page, '/guide/start/');
  await page.evaluate(() => {
    new MutationObserver(() => {
      if (document.documentElement.classList.contains('rs-theme-reveal'))
        (window as unknown as { __revealed: boolean }).__revealed = true;
    }).observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  });
  await page.locator('[data-appearance]').first().click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __revealed?: boolean }).__revealed))
    .toBe(true);
  await expect(page.locator('html')).not.toHaveClass(/rs-theme-reveal/);
});
