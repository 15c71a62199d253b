import { expect, test } from '@playwright/test';
import { BASE_PATH_ORIGIN } from '../../playwright.config';
import { offline } from './helpers';

// Spec §2.2: a path with the default language's prefix goes to the same path
// without it, query and hash kept. The static server answers /en/... with
// 404.html (no such file), which sends the reader on.
test.beforeEach(async ({ page }) => offline(page));

test('/en/... goes to the page without the prefix, query and hash kept', async ({ page }) => {
  const statuses: number[] = [];
  page.on('response', (r) => r.request().isNavigationRequest() && statuses.push(r.status()));
  await page.goto('/en/guide/start/quick-start?from=old#build');
  await expect(page).toHaveURL('/guide/start/quick-start?from=old#build');
  await expect(page.locator('h1').first()).toHaveText('Quick start');
  await expect(page.locator('#build')).toBeInViewport();
  // It went through the 404 document to the page, which answered 200.
  expect(statuses.at(-1)).toBe(200);
  await expect(page.getByText('PAGE NOT FOUND')).toHaveCount(0);
});

test('/en and /en/ go to the home page', async ({ page }) => {
  await page.goto('/en');
  await expect(page).toHaveURL('/');
  await page.goto('/en/');
  await expect(page).toHaveURL('/');
});

test('no path sends the reader to another host: //host, /\\host, %2F%2Fhost, /en//host', async ({
  page,
  baseURL,
}) => {
  // Were the reader sent there, this page would answer instead of the network.
  const left: string[] = [];
  await page.route(
    (url) => url.hostname === 'evil.example',
    (route) => {
      left.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<h1>You left the site</h1>' });
    },
  );
  for (const [path, stays] of [
    ['//evil.example/x', '//evil.example/x'],
    ['/\\evil.example/x', '//evil.example/x'],
    ['/%2F%2Fevil.example/x', '/%2F%2Fevil.example/x'],
    ['/en//evil.example/x', '/evil.example/x'],
    ['/en/\\evil.example/x', '/evil.example/x'],
    ['/en/%2F%2Fevil.example/x', '/%2F%2Fevil.example/x'],
  ]) {
    await page.goto(`${baseURL}${path}`);
    await expect(page, path).toHaveURL(`${baseURL}${stays}`);
    await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
  }
  expect(left).toEqual([]);
});

test('a missing page without the prefix still shows the 404 page', async ({ page }) => {
  await page.goto('/guide/en/quick-start');
  await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
  await expect(page).toHaveURL('/guide/en/quick-start');
});

test('under a base path: /rslib/en/... goes to /rslib/...', async ({ page }) => {
  await page.goto(`${BASE_PATH_ORIGIN}/rslib/en/config/lib/format?q=1#type`);
  await expect(page).toHaveURL(`${BASE_PATH_ORIGIN}/rslib/config/lib/format?q=1#type`);
  await expect(page.locator('h1').first()).toContainText('format');
});
