import { expect, test } from '@playwright/test';
import { offline, watchPage } from './helpers';

test.beforeEach(async ({ page }) => offline(page));

test('the landing page has the hero and six tool cards in a 3 × 2 grid at 1280 px', async ({ page }) => {
  const problems = watchPage(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.locator('.rs-hero__title')).toHaveText('Rslib');
  await expect(page.locator('.rs-hero__description')).toHaveText(
    'Create JavaScript libraries in a simple and intuitive way',
  );
  await expect(page.getByRole('link', { name: 'Quick start' }).first()).toHaveAttribute(
    'href',
    '/guide/start/quick-start',
  );
  await expect(page.locator('.rs-hero__actions').getByRole('link', { name: 'GitHub' })).toHaveAttribute(
    'href',
    'https://github.com/web-infra-dev/rslib',
  );
  await expect(page.getByRole('heading', { name: 'Rstack' })).toBeVisible();
  const cards = page.locator('.rs-tool-card');
  await expect(cards).toHaveCount(6);
  const names = await page.locator('.rs-tool-card__name').allTextContents();
  expect(names).toEqual(['Rspack', 'Rsbuild', 'Rslib', 'Rspress', 'Rsdoctor', 'Rstest']);
  for (const card of await cards.all()) {
    await expect(card).toHaveAttribute('target', '_blank');
    await expect(card).toHaveAttribute('rel', /noopener/);
  }
  const tops = await cards.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(2);
  await expect(cards.first()).toHaveAttribute('href', 'https://rspack.rs');
  expect(problems).toEqual([]);
});

test('tool cards stack to one column on a phone and the Chinese texts are used', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/zh/');
  await expect(page.locator('.rs-hero__subtitle')).toHaveText('基于 Rsbuild 的库开发工具');
  await expect(page.locator('.rs-tools__tagline')).toHaveText(
    '围绕 Rspack 打造的 JavaScript 统一工具链，具有优秀的性能和一致的架构',
  );
  const lefts = await page
    .locator('.rs-tool-card')
    .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().left)));
  expect(new Set(lefts).size).toBe(1);
  await expect(page).toHaveTitle('Rslib - 基于 Rsbuild 的库开发工具');
});

test('the backdrop darkens once scrolled past 100 px', async ({ page }) => {
  await page.goto('/');
  const backdrop = page.locator('.rs-home__backdrop');
  await expect(backdrop).not.toHaveClass(/--dark/);
  await page.mouse.wheel(0, 400);
  await expect(backdrop).toHaveClass(/rs-home__backdrop--dark/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(backdrop).not.toHaveClass(/--dark/);
});

test('a tool card opens its site in a new tab', async ({ page, context }) => {
  // The test machine may have no internet: answer for the tool's site locally.
  await context.route('https://rsbuild.rs/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Rsbuild</title>' }),
  );
  await page.goto('/');
  const popup = context.waitForEvent('page');
  await page.locator('.rs-tool-card').nth(1).click();
  const tab = await popup;
  await tab.waitForLoadState();
  expect(tab.url()).toBe('https://rsbuild.rs/');
  await tab.close();
});

test('the tools menu opens with the keyboard, lists seven tools and closes on Escape and outside click', async ({
  page,
}) => {
  await page.goto('/guide/start/');
  await expect(page.locator('[data-appearance]')).toHaveCount(1);
  const button = page.getByRole('button', { name: 'Rstack tools' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const entries = page.locator('.rs-tools-menu__entry');
  await expect(entries).toHaveCount(7);
  await expect(entries.nth(6)).toHaveAttribute('href', 'https://github.com/web-infra-dev/awesome-rspack');
  await expect(entries.first()).toHaveAttribute('target', '_blank');
  await expect(entries.first()).toContainText('High-performance bundler');
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(entries.first()).toBeHidden();
  await button.click();
  await expect(entries.first()).toBeVisible();
  await page.locator('h1').first().click();
  await expect(entries.first()).toBeHidden();
});

test('the tools menu is in Chinese on Chinese pages', async ({ page }) => {
  await page.goto('/zh/guide/start/');
  await page.getByRole('button', { name: 'Rstack 工具' }).click();
  await expect(page.locator('.rs-tools-menu__entry').first()).toContainText('高性能打包工具');
});
