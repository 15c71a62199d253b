import { expect, test } from '@playwright/test';
import { offline, ready as readPage, watchPage } from './helpers';

test.beforeEach(async ({ page }) => offline(page));

async function ready(page: import('@playwright/test').Page, path: string) {
  await readPage(page, path);
  // The search button's code arrives just after the page's.
  await expect(page.locator('.DocSearch-Button[data-ready]')).toHaveCount(1);
}

test('Ctrl+K opens search; typing a real word shows results; arrow + Enter navigates client-side', async ({
  page,
}) => {
  const problems = watchPage(page);
  await ready(page, '/guide/start/');
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  await expect(input).toBeFocused();
  await expect(input).toHaveAttribute('maxlength', '512');
  await input.fill('bundleless');
  const hits = page.locator('.DocSearch-Hit');
  await expect(hits.first()).toBeVisible();
  await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('.DocSearch-Hit[aria-selected="true"]')).toHaveCount(1);
  const target = await page.locator('.DocSearch-Hit[aria-selected="true"] a').getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await expect(page).toHaveURL(target!);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  expect(problems).toEqual([]);
});

test('/ opens search when not typing in a field, Escape closes it, and recent searches come back', async ({
  page,
}) => {
  await ready(page, '/');
  await page.keyboard.press('/');
  const input = page.locator('.DocSearch-Input');
  await expect(input).toBeFocused();
  await input.fill('format');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const target = await page.locator('.DocSearch-Hit a').first().getAttribute('href');
  await page.locator('.DocSearch-Hit a').first().click();
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  // Let the navigation finish first: a page change closes the dialog.
  await expect(page).toHaveURL(target!);
  await expect(page).not.toHaveTitle('Rslib - Rsbuild-based library development tool');
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Recent');
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
});

test('a query with no match shows the no-results screen', async ({ page }) => {
  await ready(page, '/guide/start/');
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('zzqxqzzy');
  await expect(page.getByText('No results for')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Let us know.' })).toBeVisible();
});

test('Chinese search finds Chinese words and speaks Chinese', async ({ page }) => {
  await ready(page, '/zh/guide/start/');
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  await expect(input).toHaveAttribute('placeholder', '搜索文档');
  await input.fill('产物');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', /^\/zh\//);
  await input.fill('zzqxqzzy');
  await expect(page.getByText('无法找到相关搜索结果')).toBeVisible();
});

test('the search index is not loaded until search is opened', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await ready(page, '/guide/start/quick-start');
  expect(requested.filter((u) => u.includes('/search/') || u.includes('SearchModal'))).toEqual([]);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('cli');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(requested.some((u) => u.endsWith('/search/index.en.json'))).toBe(true);
});

test('an unreachable index shows the error screen', async ({ page }) => {
  await page.route('**/search/index.en.json', (route) => route.abort());
  await ready(page, '/guide/start/');
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('config');
  await expect(page.getByText('Unable to fetch results')).toBeVisible();
});

test('with no search history the start screen reads "No recent searches", in both languages', async ({
  page,
}) => {
  await ready(page, '/guide/start/');
  await page.keyboard.press('Control+k');
  const empty = page.locator('.DocSearch-Modal').getByText('No recent searches');
  await expect(empty).toBeVisible();
  await page.locator('.DocSearch-Input').fill('format');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(empty).toHaveCount(0);
  // A search that was opened is history: the start screen lists it instead.
  const target = await page.locator('.DocSearch-Hit a').first().getAttribute('href');
  await page.locator('.DocSearch-Hit a').first().click();
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  // Let the navigation finish first: a page change closes the dialog.
  await expect(page).toHaveURL(target!);
  await expect(page.locator('h1').first()).not.toHaveText('Introduction');
  // The new page may still close a dialog opened while it settles (a route
  // change closes it); open it again until it stays open.
  await expect(async () => {
    if ((await page.locator('.DocSearch-Modal').count()) === 0) await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Recent', { timeout: 1000 });
  }).toPass();
  await expect(empty).toHaveCount(0);

  await ready(page, '/zh/guide/start/');
  await page.evaluate(() => localStorage.clear());
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Modal').getByText('没有搜索历史')).toBeVisible();
});

test('a misspelt query, and a Chinese one worded differently from the page, still find the right page', async ({
  page,
}) => {
  await ready(page, '/guide/start/');
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  await input.fill('decleration fils');
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute(
    'href',
    /^\/(guide\/advanced|config\/lib)\/dts/,
  );
  await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await ready(page, '/zh/guide/start/');
  await page.keyboard.press('Control+k');
  // Every word together matches nothing (the page says 三方, not 第三方): the best partial matches come back.
  await page.locator('.DocSearch-Input').fill('打包第三方依赖');
  await expect(
    page.locator('.DocSearch-Hit a[href^="/zh/guide/advanced/third-party-deps"]').first(),
  ).toBeVisible();
});

/** Keeps the search button's chunk from arriving until the returned function is called. */
async function holdSearchButtonCode(page: import('@playwright/test').Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/_shared\/SearchControls-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('the prerendered search button works before its code arrives: a click opens the dialog once it has, focus stays on the button', async ({
  page,
}) => {
  const problems = watchPage(page);
  const release = await holdSearchButtonCode(page);
  await page.goto('/guide/start/');
  await page.locator('[data-appearance]').waitFor({ state: 'attached' });
  // The server's button is on the page, in its final place, before any of its code.
  const button = page.locator('.DocSearch-Button');
  await expect(button).toHaveCount(1);
  await expect(button).toHaveAttribute('aria-label', /Search/);
  await expect(page.locator('.DocSearch-Button[data-ready]')).toHaveCount(0);
  const before = await button.boundingBox();
  await button.focus();
  await button.click();
  release();
  // The live button takes its place, keeps the focus, and the click is not lost.
  await expect(page.locator('.DocSearch-Button[data-ready]')).toHaveCount(1);
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  // Same place: the right edge and the line stay (the live button then shows its key hint, a little wider).
  const after = (await page.locator('.DocSearch-Button[data-ready]').boundingBox())!;
  expect([after.x + after.width, after.y, after.height]).toEqual([
    before!.x + before!.width,
    before!.y,
    before!.height,
  ]);
  expect(problems).toEqual([]);
});

test('the search button tabbed to before its code arrives keeps the focus when the live button replaces it', async ({
  page,
}) => {
  const release = await holdSearchButtonCode(page);
  await page.goto('/');
  await page.locator('[data-appearance]').waitFor({ state: 'attached' });
  await page.locator('.DocSearch-Button').focus();
  release();
  await expect(page.locator('.DocSearch-Button[data-ready]')).toBeFocused();
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
});
