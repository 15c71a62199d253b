import { expect, test } from '@playwright/test';
import { navigated, offline, ready, watchPage } from './helpers';

/**
 * Versions on the built site: the current release at the usual addresses,
 * the archived 0.11 under /v0.11/ (content-schema/shared/versions.ts).
 */
test.beforeEach(async ({ page }) => offline(page));

const switcher = (page: import('@playwright/test').Page) =>
  page.locator('.rs-nav__bar .rs-version > .rs-nav__dropdown-trigger');

test('the switcher leads to the same page in the other version, and the archived page says what it is', async ({
  page,
}) => {
  const problems = watchPage(page);
  await ready(page, '/guide/start/quick-start');
  await expect(switcher(page)).toContainText('v1.0');
  await switcher(page).hover();
  const archived = page.locator('.rs-nav__bar .rs-version .rs-nav__dropdown-link', { hasText: 'v0.11' });
  await expect(archived).toHaveAttribute('href', '/v0.11/guide/start/quick-start');
  await expect(archived.locator('.rs-version__elsewhere')).toHaveCount(0);
  await archived.click();
  await expect(page).toHaveURL('/v0.11/guide/start/quick-start');
  await expect(switcher(page)).toContainText('v0.11');
  // The archived page's banner, its link back to the same page of the current release.
  const banner = page.locator('.rs-archived');
  await expect(banner).toContainText('You are reading the documentation for Rslib 0.11, an older release.');
  const latest = banner.getByRole('link', { name: 'See this page for the latest version (1.0)' });
  await expect(latest).toHaveAttribute('href', '/guide/start/quick-start');
  // The current release is marked as the latest in the menu.
  await switcher(page).hover();
  await expect(page.locator('.rs-nav__bar .rs-version .rs-nav__dropdown-link')).toContainText('latest');
  expect(problems).toEqual([]);
});

test('a page the other version lacks: the switcher goes to its nearest section there and says so', async ({
  page,
}) => {
  // The blog belongs to the site, not to a version: 0.11 has none.
  await ready(page, '/blog/introducing-rslib');
  await switcher(page).hover();
  const archived = page.locator('.rs-nav__bar .rs-version .rs-nav__dropdown-link', { hasText: 'v0.11' });
  await expect(archived).toHaveAttribute('href', '/v0.11/');
  await expect(archived.locator('.rs-version__elsewhere')).toHaveText(
    'This page is not in v0.11: opens the nearest section',
  );
  await archived.click();
  await expect(page).toHaveURL('/v0.11/');
  expect((await page.request.get('/v0.11/')).status()).toBe(200);
});

test('client navigation inside an archived version stays in it, and so does the language switch', async ({
  page,
}) => {
  await ready(page, '/v0.11/guide/start/');
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await page.locator('.rs-sidebar').getByRole('link', { name: 'Quick start' }).click();
  await navigated(page, '/v0.11/guide/start/quick-start');
  await page.getByRole('link', { name: /Next Page/ }).click();
  await expect(page).toHaveURL('/v0.11/guide/start/glossary');
  await page.getByRole('button', { name: /Language/ }).hover();
  await page.getByRole('link', { name: '简体中文' }).click();
  await expect(page).toHaveURL('/v0.11/zh/guide/start/glossary');
  await expect(page.locator('.rs-archived')).toContainText('你正在阅读 Rslib 0.11 的文档，这不是最新版本。');
  await expect(page.locator('.rs-archived').getByRole('link')).toHaveText('查看最新版本（1.0）的此页');
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  // The nav bar of the archived version, its links in the version.
  await expect(page.locator('.rs-nav').getByRole('link', { name: '配置', exact: true })).toHaveAttribute(
    'href',
    '/v0.11/zh/config/',
  );
});

test('an unknown path under a version prefix leads home to that version and language', async ({ page }) => {
  const response = await page.goto('/v0.11/zh/nope');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/v0.11/zh/');
  await page.goto('/v0.11/nope');
  await expect(page.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/v0.11/');
});

test('/v0.11/en/… goes to the page without the language prefix, version kept', async ({ page }) => {
  await page.goto('/v0.11/en/guide/start/quick-start#create-a-project');
  await expect(page).toHaveURL('/v0.11/guide/start/quick-start#create-a-project');
  await expect(page.locator('h1').first()).toHaveText('Quick start');
});

test('archived pages are out of search engines: noindex, a self canonical, not in the sitemap', async ({
  page,
}) => {
  await page.goto('/v0.11/guide/start/quick-start');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'https://rslib.rs/v0.11/guide/start/quick-start',
  );
  await expect(page.locator('meta[name="docsearch:version"]')).toHaveAttribute('content', '0.11');
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>https://rslib.rs/guide/start/quick-start</loc>');
  expect(sitemap).not.toContain('/v0.11/');
  await page.goto('/guide/start/quick-start');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test('search from an archived page finds that version’s pages only', async ({ page }) => {
  await ready(page, '/v0.11/guide/start/quick-start');
  await expect(page.locator('.DocSearch-Button[data-ready]')).toHaveCount(1);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('redirect');
  const hits = page.locator('.DocSearch-Hit a');
  await expect(hits.first()).toBeVisible();
  const targets = await hits.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(targets.length).toBeGreaterThan(2);
  expect(targets.filter((href) => !href.startsWith('/v0.11/'))).toEqual([]);
  await hits.first().click();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/v0\.11\//);
});

test('the mobile menu carries the switcher too', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await ready(page, '/v0.11/zh/guide/start/quick-start');
  await page.getByRole('button', { name: '菜单', exact: true }).first().click();
  const row = page.locator('.rs-nav-screen .rs-version');
  await expect(row).toContainText('版本');
  const current = row.getByRole('link', { name: /v1\.0/ });
  await expect(current).toContainText('最新');
  await expect(current).toHaveAttribute('href', '/zh/guide/start/quick-start');
  await current.click();
  await expect(page).toHaveURL('/zh/guide/start/quick-start');
  await expect(page.locator('.rs-archived')).toHaveCount(0);
});

test('a recent search opens the version it was saved from; each version keeps its own', async ({ page }) => {
  await ready(page, '/v0.11/guide/start/quick-start');
  await expect(page.locator('.DocSearch-Button[data-ready]')).toHaveCount(1);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('redirect');
  const first = page.locator('.DocSearch-Hit a').first();
  const target = (await first.getAttribute('href'))!;
  expect(target).toMatch(/^\/v0\.11\//);
  await first.click();
  await expect(page).toHaveURL(target);
  // Back on a page of the current version, its history is its own.
  await ready(page, '/guide/start/');
  await expect(page.locator('.DocSearch-Button[data-ready]')).toHaveCount(1);
  await page.keyboard.press('Control+k');
  await expect(page.getByText('No recent searches')).toBeVisible();
  await page.keyboard.press('Escape');
  // And the archived version's history opens the page it was saved from.
  await ready(page, '/v0.11/guide/start/');
  await expect(page.locator('.DocSearch-Button[data-ready]')).toHaveCount(1);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Recent');
  const recent = page.locator('.DocSearch-Hit a').first();
  await expect(recent).toHaveAttribute('href', target);
  await recent.click();
  await expect(page).toHaveURL(target);
});

test('an archived page: title, language, alternates and edit link of its own version', async ({ page }) => {
  await page.goto('/v0.11/zh/guide/start/quick-start');
  await expect(page).toHaveTitle(/快速上手/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    'https://rslib.rs/v0.11/guide/start/quick-start',
  );
  await expect(page.locator('.rs-doc-footer__edit')).toHaveAttribute(
    'href',
    /\/edit\/main\/content\/v0\.11\/zh\/guide\/start\/quick-start\.md$/,
  );
  const llms = await page.request.get('/v0.11/zh/llms.txt');
  expect(llms.status()).toBe(200);
  expect(await llms.text()).toContain('(https://rslib.rs/v0.11/zh/guide/start/quick-start.md)');
  const copy = await page.request.get('/v0.11/zh/guide/start/quick-start.md');
  expect(copy.status()).toBe(200);
});

test('a first visit from a Chinese browser to an archived page goes to its Chinese page, version kept', async ({
  browser,
}) => {
  const context = await browser.newContext({
    locale: 'zh-CN',
    // Headless Chromium announces itself as HeadlessChrome, which the bot check rightly refuses.
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  });
  const page = await context.newPage();
  await offline(page);
  await page.goto('/v0.11/guide/start/quick-start');
  await expect(page).toHaveURL('/v0.11/zh/guide/start/quick-start');
  await context.close();
});
