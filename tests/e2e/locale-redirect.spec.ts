import { expect, test } from '@playwright/test';
import { isChunk, nextFrames, offline, scriptRequests, watchPage } from './helpers';

// Headless Chromium announces itself as HeadlessChrome, which isbot rightly calls a bot.
const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const isbotChunk = isChunk('isbot');

// `[data-appearance]` appears in a render that follows the first page's
// effects, so once it is there the redirect has been decided.
test('a first visit from a Chinese browser goes to the Chinese page, once', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'zh-CN', userAgent: BROWSER_UA });
  const page = await context.newPage();
  await offline(page);
  const scripts = scriptRequests(page);
  await page.goto('/guide/start/quick-start');
  await expect(page).toHaveURL('/zh/guide/start/quick-start');
  expect(scripts.filter(isbotChunk)).toHaveLength(1);
  scripts.length = 0;
  await page.goto('/guide/start/');
  await expect(page.locator('[data-appearance]').first()).toBeAttached();
  // Decided without the bot check, which only a redirect needs.
  expect(scripts.filter(isbotChunk)).toEqual([]);
  await expect(page).toHaveURL('/guide/start/');
  await context.close();
});

test('bots are never redirected', async ({ browser }) => {
  const context = await browser.newContext({
    locale: 'zh-CN',
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  });
  const page = await context.newPage();
  await offline(page);
  const problems = watchPage(page);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const botCheck = page.waitForResponse((response) => isbotChunk(response.url()));
  await page.goto('/guide/start/quick-start');
  // Once the page's own import of the bot check has settled, its answer has
  // been followed: importing the same module resolves after it.
  const chunk = (await botCheck).url();
  await page.evaluate((url) => import(url).then(() => undefined), chunk);
  await nextFrames(page);
  expect(requests.filter((url) => url.includes('/zh/'))).toEqual([]);
  await expect(page).toHaveURL('/guide/start/quick-start');
  expect(problems).toEqual([]);
  await context.close();
});
