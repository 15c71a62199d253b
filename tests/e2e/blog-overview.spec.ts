import { expect, test } from '@playwright/test';
import { offline } from './helpers';

test.beforeEach(async ({ page }) => offline(page));

test('the blog lists the post with its date and summary, and the post shows its banner', async ({ page }) => {
  await page.goto('/blog/');
  await expect(page.locator('.rs-sidebar')).toHaveCount(0);
  const item = page.locator('.rs-blog-list__item');
  await expect(item).toHaveCount(1);
  await expect(item.locator('time')).toHaveText('May 14, 2025');
  await expect(item.locator('.rs-blog-list__summary')).not.toBeEmpty();
  await item.getByRole('link').click();
  await expect(page).toHaveURL('/blog/introducing-rslib');
  await expect(page).toHaveTitle('Rslib: Build library with Rspack - Rslib');
  await expect(page.locator('.rs-blog-post__banner')).toHaveAttribute(
    'src',
    'https://assets.rspack.rs/rslib/rslib-banner.png',
  );
  await expect(page.locator('.rs-sidebar')).toHaveCount(0);
});

test('the Chinese blog post shows a Chinese date', async ({ page }) => {
  await page.goto('/zh/blog/introducing-rslib');
  await expect(page.locator('.rs-post-date')).toHaveText('2025年5月14日');
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    'https://rslib.rs/rss/blog-rss-zh.xml',
  );
});

test('the feeds are served as static files', async ({ request }) => {
  for (const url of [
    '/rss/blog-rss.xml',
    '/rss/blog-rss-zh.xml',
    '/sitemap.xml',
    '/robots.txt',
    '/llms.txt',
    '/zh/llms-full.txt',
    '/guide/start/quick-start.md',
  ]) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
  }
});

test('the overview filter matches pages and headings, reads hyphens as spaces and says when nothing matches', async ({
  page,
}) => {
  await page.goto('/config/');
  await expect(page.locator('[data-appearance]')).toHaveCount(1);
  const filter = page.getByLabel('Filter');
  await expect(filter).toHaveAttribute('placeholder', 'Enter keyword');
  await expect(page.locator('.rs-overview__group-name').first()).toHaveText('Lib Configurations');
  await filter.fill('UMDNAME');
  await expect(page.locator('.rs-overview__page')).toHaveText(['lib.umdName']);
  await filter.fill('bundleless mode');
  await expect(page.locator('.rs-overview__headers a')).toHaveText(['Bundleless mode']);
  await filter.fill('lib-configurations');
  await expect(page.locator('.rs-overview__group-name')).toHaveText(['Lib Configurations']);
  await filter.fill('LIB.FORMAT');
  await expect(page.locator('.rs-overview__page')).toHaveText(['lib.format']);
  await filter.fill('no-such-thing-here');
  await expect(page.getByText('No matching API found "no-such-thing-here"')).toBeVisible();
});

test('the Chinese overview page', async ({ page }) => {
  await page.goto('/zh/config/');
  const filter = page.getByLabel('过滤');
  await expect(filter).toHaveAttribute('placeholder', '输入关键词');
  await filter.fill('不存在的配置');
  await expect(page.getByText('未找到匹配的 API "不存在的配置"')).toBeVisible();
});

test('what a reader types before the page hydrates is kept', async ({ page }) => {
  let release!: () => void;
  const hydration = new Promise<void>((resolve) => (release = resolve));
  // Hold the page's scripts back so the typing certainly happens on the server-rendered box.
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await hydration;
    await route.continue();
  });
  await page.goto('/config/', { waitUntil: 'commit' });
  await page.getByLabel('Filter').fill('UMDNAME');
  release();
  await expect(page.locator('.rs-overview__page')).toHaveText(['lib.umdName']);
});
