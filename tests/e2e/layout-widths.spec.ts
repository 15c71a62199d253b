import { expect, test, type Page } from '@playwright/test';
import { offline } from './helpers';

test.beforeEach(async ({ page }) => offline(page));

async function open(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/guide/start/quick-start');
  await expect(page.locator('[data-appearance]').first()).toBeAttached();
}

const box = async (page: Page, selector: string) => {
  const b = await page.locator(selector).first().boundingBox();
  if (!b) throw new Error(`${selector} is not displayed`);
  return b;
};

// Spec: the wide layout starts at 1280 px.
for (const width of [1280, 1440]) {
  test(`at ${width} px the sidebar, the content and the outline sit side by side, with no menu bar`, async ({
    page,
  }) => {
    await open(page, width);
    await expect(page.locator('.rs-outline')).toBeVisible();
    await expect(page.locator('.rs-outline').getByRole('link').first()).toBeVisible();
    await expect(page.locator('.rs-menu-bar')).toBeHidden();
    const [sidebar, main, outline] = [
      await box(page, '.rs-sidebar'),
      await box(page, '.rs-doc-layout__main'),
      await box(page, '.rs-outline'),
    ];
    expect(sidebar.x + sidebar.width).toBeLessThanOrEqual(main.x);
    expect(main.x + main.width).toBeLessThanOrEqual(outline.x);
    expect(outline.x + outline.width).toBeLessThanOrEqual(width);
    // The three columns share the top of the page.
    expect(Math.abs(outline.y - main.y)).toBeLessThan(100);
  });
}

test('at 1279 px the outline folds into the menu bar, which holds only the outline toggle beside the sidebar', async ({
  page,
}) => {
  await open(page, 1279);
  await expect(page.locator('.rs-outline')).toBeHidden();
  await expect(page.locator('.rs-sidebar')).toBeVisible();
  const bar = page.locator('.rs-menu-bar');
  await expect(bar).toBeVisible();
  expect((await bar.boundingBox())?.height).toBe(46);
  // The sidebar is in the page, so no drawer button.
  await expect(bar.getByRole('button', { name: 'Menu' })).toBeHidden();
  await bar.getByRole('button', { name: 'ON THIS PAGE' }).click();
  await expect(page.locator('#rs-local-outline')).toBeVisible();
});

test('at 960 px the menu bar also opens the sidebar drawer', async ({ page }) => {
  await open(page, 960);
  await expect(page.locator('.rs-sidebar')).toBeHidden();
  const bar = page.locator('.rs-menu-bar');
  await bar.getByRole('button', { name: 'Menu' }).click();
  await expect(page.locator('.rs-sidebar--open')).toBeVisible();
});
