import { expect, test } from '@playwright/test';
import { offline, watchPage } from './helpers';

test.beforeEach(async ({ page }) => offline(page));

test('clicking between doc pages navigates client-side, without a reload or a failed request', async ({
  page,
}) => {
  const problems = watchPage(page);
  await page.goto('/guide/start/');
  await expect(page.locator('[data-appearance]')).toHaveCount(1);
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  const dataRequest = page.waitForResponse((r) => r.url().includes('/guide/start/quick-start.data'));
  await page.locator('.rs-sidebar').getByRole('link', { name: 'Quick start' }).click();
  expect((await dataRequest).status()).toBe(200);
  await expect(page).toHaveURL('/guide/start/quick-start');
  await expect(page).toHaveTitle('Quick start - Rslib');
  await expect(page.locator('h1').first()).toHaveText('Quick start');
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

  await page.getByRole('link', { name: /Next Page/ }).click();
  await expect(page).toHaveURL('/guide/start/glossary');
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  expect(problems).toEqual([]);
});

test('the sidebar marks the current page and the pager follows sidebar order', async ({ page }) => {
  await page.goto('/zh/guide/start/quick-start');
  await expect(page.locator('.rs-sidebar [aria-current="page"]')).toHaveText('快速上手');
  await expect(page.getByRole('link', { name: /上一页/ })).toHaveAttribute('href', '/zh/guide/start/');
  await expect(page.getByRole('link', { name: /下一页/ })).toHaveAttribute(
    'href',
    '/zh/guide/start/glossary',
  );
  await expect(page.locator('.rs-outline__title')).toHaveText('目录');
});

test('a sidebar group collapses and expands', async ({ page }) => {
  await page.goto('/guide/start/');
  await expect(page.locator('[data-appearance]')).toHaveCount(1);
  const toggle = page.locator('.rs-sidebar').getByRole('button', { name: 'Getting Started', exact: true });
  const cli = page.locator('.rs-sidebar').getByRole('link', { name: 'Glossary' });
  await expect(cli).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(cli).toBeHidden();
  await toggle.click();
  await expect(cli).toBeVisible();
});

test('the language switch keeps the page', async ({ page }) => {
  await page.goto('/guide/start/quick-start');
  await expect(page.locator('[data-appearance]')).toHaveCount(1);
  await page.getByRole('button', { name: /Language/ }).hover();
  await page.getByRole('link', { name: '简体中文' }).click();
  await expect(page).toHaveURL('/zh/guide/start/quick-start');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.locator('h1').first()).toHaveText('快速上手');
  await page.getByRole('button', { name: /语言/ }).hover();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL('/guide/start/quick-start');
});

test('site data comes once with the page: client navigations fetch only the page data, the nav follows the language', async ({
  page,
}) => {
  const dataUrls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('.data')) dataUrls.push(r.url());
  });
  await page.goto('/guide/start/quick-start');
  await expect(page.locator('[data-appearance]')).toHaveCount(1);
  // The page's .data file holds the page's loader data only, not the root's.
  const file = await (await page.request.get('/guide/start/quick-start.data')).text();
  expect(file).toContain('routes/$');
  expect(file).not.toContain('"root"');

  const navLink = page.locator('.rs-nav').getByRole('link', { name: 'Config', exact: true });
  await expect(navLink).toHaveAttribute('href', '/config/');
  await page.getByRole('link', { name: /Next Page/ }).click();
  await expect(page).toHaveURL('/guide/start/glossary');
  await page.getByRole('button', { name: /Language/ }).hover();
  await page.getByRole('link', { name: '简体中文' }).click();
  await expect(page).toHaveURL('/zh/guide/start/glossary');
  // The nav bar of the other language, from the site data loaded with the first page.
  await expect(page.locator('.rs-nav').getByRole('link', { name: '配置', exact: true })).toHaveAttribute(
    'href',
    '/zh/config/',
  );
  // Every request (navigations, and prefetches on hover) asks for the page route's data alone.
  const requested = dataUrls.map((url) => new URL(url).pathname + decodeURIComponent(new URL(url).search));
  expect(requested).toContain('/guide/start/glossary.data?_routes=routes/$');
  expect(requested).toContain('/zh/guide/start/glossary.data?_routes=routes/$');
  expect(requested.filter((url) => !url.endsWith('.data?_routes=routes/$'))).toEqual([]);
});
