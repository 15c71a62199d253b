import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { offline } from './helpers';

const PAGES = [
  '/',
  '/guide/start/quick-start',
  '/config/lib/format',
  '/zh/',
  '/zh/guide/start/quick-start',
  '/zh/config/lib/format',
  '/config/',
  '/blog/introducing-rslib',
];

for (const scheme of ['light', 'dark'] as const) {
  for (const path of PAGES) {
    test(`${path} in ${scheme}: no serious or critical axe violation`, async ({ page }) => {
      await offline(page);
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(path);
      await expect(page.locator('[data-appearance]').first()).toBeAttached();
      await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /dark/ : /^(?!.*dark)/);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.id}: ${v.help} (${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')})`,
        );
      expect(serious).toEqual([]);
    });
  }
}

test('landmarks, skip link and keyboard reach', async ({ page }) => {
  await offline(page);
  await page.goto('/guide/start/quick-start');
  await expect(page.locator('[data-appearance]')).toBeAttached();
  await expect(page.locator('header')).toHaveCount(1);
  await expect(page.locator('main')).toHaveCount(1);
  await expect(page.locator('nav').first()).toBeAttached();
  await expect(page.locator('aside').first()).toBeAttached();
  await expect(page.locator('footer').first()).toBeAttached();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#rs-main$/);
  // Every control of the navbar is reachable with Tab, each with a visible focus ring.
  await page.goto('/guide/start/quick-start');
  await expect(page.locator('[data-appearance]')).toBeAttached();
  await page.keyboard.press('Tab');
  const names: string[] = [];
  for (let i = 0; i < 14; i++) {
    await page.keyboard.press('Tab');
    const info = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      return {
        name: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '',
        ring: style.outlineStyle !== 'none' && style.outlineWidth !== '0px',
      };
    });
    names.push(info.name);
    expect(info.ring, `focus ring on ${info.name}`).toBe(true);
  }
  expect(names.join('|')).toContain('Rstack tools');
});
