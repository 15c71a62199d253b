import { expect, test } from '@playwright/test';
import { FIXTURES, offline, ready } from './helpers';

test.beforeEach(async ({ page }) => offline(page));

test('scroll-to-top is hidden at the top, appears after scrolling and scrolls back smoothly', async ({
  page,
}) => {
  await ready(page, `${FIXTURES}/images`);
  const button = page.getByRole('button', { name: 'Back to top' });
  await expect(button).toHaveCount(0);
  await page.mouse.wheel(0, 1200);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});
