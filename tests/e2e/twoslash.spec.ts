import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { FIXTURES, offline, ready, watchPage } from './helpers';

test.beforeEach(async ({ page }) => offline(page));

/** The sample of the types page (and of the archived fixture page) that types `dts` with `Dts`. */
const dtsSample = (page: Page) => page.locator('.rs-code').filter({ hasText: 'const dts: Dts' }).first();
/** A name of a marked sample, by its text. */
const nameIn = (block: Locator, text: string) =>
  block.locator('.rs-twoslash', { hasText: new RegExp(`^${text}$`) }).first();
const tooltip = (page: Page) => page.getByRole('tooltip');

test('hovering a name of a current page shows its @rslib/core 1.0.1 type and JSDoc', async ({ page }) => {
  const problems = watchPage(page);
  await ready(page, '/api/javascript-api/types');
  await nameIn(dtsSample(page), 'bundle').hover();
  // 1.0.1 added `tsconfigPath` to `dts.bundle`.
  await expect(tooltip(page)).toContainText('bundle?: boolean | {');
  await expect(tooltip(page)).toContainText('tsconfigPath?: string;');
  await expect(tooltip(page)).toContainText('Whether to bundle the declaration files.');
  await expect(tooltip(page)).toContainText('@see https://rslib.rs/config/lib/dts#dtsbundle');
  // Moving away closes it.
  await page.locator('h1').hover();
  await expect(tooltip(page)).toBeHidden();
  expect(problems).toEqual([]);
});

test('an archived page shows the types of the release it documents, @rslib/core 0.11.2', async ({ page }) => {
  await ready(page, `${FIXTURES}/v0.11/twoslash`);
  await nameIn(dtsSample(page), 'bundle').hover();
  await expect(tooltip(page)).toContainText('bundledPackages?: string[];');
  await expect(tooltip(page)).not.toContainText('tsconfigPath');
});

test('the names are reached with the keyboard: focus shows the tooltip, Escape closes it', async ({
  page,
}) => {
  await ready(page, '/api/javascript-api/types');
  const block = dtsSample(page);
  // The code is focusable for horizontal scrolling; its names come next in the tab order.
  await block.locator('pre').focus();
  await page.keyboard.press('Tab');
  const first = block.locator('.rs-twoslash').first();
  await expect(first).toBeFocused();
  await expect(tooltip(page)).toBeVisible();
  const id = await tooltip(page).getAttribute('id');
  await expect(first).toHaveAttribute('aria-describedby', id!);
  await page.keyboard.press('Escape');
  await expect(tooltip(page)).toBeHidden();
  await expect(first).not.toHaveAttribute('aria-describedby');
  // The next name shows its own.
  await page.keyboard.press('Tab');
  await expect(block.locator('.rs-twoslash').nth(1)).toBeFocused();
  await expect(tooltip(page)).toBeVisible();
});

test('hovers work on the prerendered body before React hydrates it, and after, without a hydration error', async ({
  page,
}) => {
  const problems = watchPage(page);
  // The renderer's chunk is held back: until it arrives the body stays the prerendered HTML.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/MarkdownBody-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/config/lib/format');
  await page.locator('[data-appearance]').first().waitFor({ state: 'attached' });
  const block = page
    .locator('.rs-code')
    .filter({ has: page.locator('.rs-twoslash') })
    .first();
  // The hover listeners are a chunk of their own, loaded after the shell hydrates; once they run, the names are tab stops.
  await expect(nameIn(block, 'format')).toHaveAttribute('tabindex', '0');
  await nameIn(block, 'format').hover();
  await expect(tooltip(page)).toContainText('(property) format');
  await expect(page.locator('html[data-body-hydrated]')).toHaveCount(0);
  // The tooltip open while the body hydrates (React error #421 would show in the console).
  release();
  await expect(page.locator('html[data-body-hydrated]')).toHaveCount(1);
  await nameIn(block, 'lib').hover();
  await expect(tooltip(page)).toContainText('(property) lib');
  expect(problems).toEqual([]);
});

test('on a 375 px screen the tooltip stays inside the screen and off the line being read', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await ready(page, '/api/javascript-api/types');
  const names = dtsSample(page).locator('.rs-twoslash');
  for (const text of ['defineConfig', 'bundle', 'lib']) {
    const name = nameIn(dtsSample(page), text);
    await name.scrollIntoViewIfNeeded();
    await name.focus();
    await expect(tooltip(page)).toBeVisible();
    const [at, box] = [await name.boundingBox(), await tooltip(page).boundingBox()];
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    expect(box!.width).toBeLessThanOrEqual(250);
    // Below the line or above it, never over it.
    expect(box!.y >= at!.y + at!.height || box!.y + box!.height <= at!.y).toBe(true);
  }
  expect(await names.count()).toBeGreaterThan(5);
});

test('without JavaScript a marked block is plain highlighted code', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/api/javascript-api/types');
  const block = dtsSample(page);
  await expect(block.locator('code .hljs-keyword').first()).toBeVisible();
  await expect(block.locator('code')).toContainText(
    'const dts: Dts = { bundle: false, autoExtension: true };',
  );
  // No tab stop that would do nothing, and no tooltip.
  await expect(block.locator('[tabindex]:not(pre)')).toHaveCount(0);
  await block.locator('.rs-twoslash', { hasText: /^bundle$/ }).hover();
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await context.close();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`an open tooltip in ${scheme}: no serious or critical axe violation`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await ready(page, '/config/lib/format');
    await page.locator('.rs-twoslash').first().focus();
    await expect(tooltip(page)).toBeVisible();
    // The body and the tooltip: what this feature adds to the page (a11y.spec.ts checks whole pages).
    const results = await new AxeBuilder({ page })
      .include('#rs-main')
      .include('#rs-twoslash-tooltip')
      .analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    expect(serious).toEqual([]);
  });
}
