import { expect, test } from '@playwright/test';
import { offline, ready, watchPage } from './helpers';

const FIXTURES = `http://localhost:${Number(process.env.E2E_PORT ?? 4173) + 1}`;

test.beforeEach(async ({ page }) => offline(page));

test.describe('frontmatter switches (fixture site)', () => {
  test('pageType custom keeps the navbar but no sidebar or outline', async ({ page }) => {
    await page.goto(`${FIXTURES}/custom`);
    await expect(page.locator('.rs-nav')).toBeVisible();
    await expect(page.locator('.rs-sidebar')).toHaveCount(0);
    await expect(page.locator('.rs-outline')).toHaveCount(0);
    await expect(page.locator('h1')).toHaveText('Custom page');
  });
  test('pageType blank has no navbar', async ({ page }) => {
    await page.goto(`${FIXTURES}/blank`);
    await expect(page.locator('.rs-nav')).toHaveCount(0);
    await expect(page.locator('h1')).toHaveText('Blank page');
  });
  test('navbar, sidebar, outline and footer can each be switched off', async ({ page }) => {
    await page.goto(`${FIXTURES}/no-navbar`);
    await expect(page.locator('.rs-nav')).toHaveCount(0);
    await page.goto(`${FIXTURES}/no-sidebar`);
    await expect(page.locator('.rs-sidebar')).toHaveCount(0);
    await page.goto(`${FIXTURES}/no-outline`);
    await expect(page.locator('.rs-outline')).toHaveCount(0);
    await page.goto(`${FIXTURES}/no-footer`);
    await expect(page.locator('.rs-doc-footer')).toHaveCount(0);
    await page.goto(`${FIXTURES}/`);
    await expect(page.locator('.rs-doc-footer')).toHaveCount(1);
    await expect(page.locator('.rs-outline')).toHaveCount(1);
  });
  test('head tags, titleSuffix and globalUIComponents: false', async ({ page }) => {
    await page.goto(`${FIXTURES}/head`);
    await expect(page).toHaveTitle('Head | Fixture');
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', 'rslib, fixture');
    await expect(page.locator('link[type="application/rss+xml"]')).toHaveCount(0);
    await page.locator('.rs-doc img').click();
    await page.waitForTimeout(400);
    await expect(page.locator('.rs-zoom')).toHaveCount(0);
  });
});

test.describe('image zoom', () => {
  test('opens on click and closes on click, Escape, scrolling and resize', async ({ page }) => {
    await ready(page, `${FIXTURES}/images`);
    const img = page.locator('.rs-doc img');
    const zoom = page.locator('.rs-zoom');
    await img.click();
    await expect(zoom).toHaveClass(/rs-zoom--open/);
    await zoom.click();
    await expect(zoom).toHaveCount(0);

    await img.click();
    await expect(zoom).toHaveClass(/rs-zoom--open/);
    await page.keyboard.press('Escape');
    await expect(zoom).toHaveCount(0);

    await img.click();
    await expect(zoom).toHaveClass(/rs-zoom--open/);
    await page.evaluate(() => window.scrollBy(0, 20));
    await page.waitForTimeout(100);
    await expect(zoom).toHaveClass(/rs-zoom--open/);
    await page.evaluate(() => window.scrollBy(0, 60));
    await expect(zoom).toHaveCount(0);

    await page.evaluate(() => window.scrollTo(0, 0));
    await img.click();
    await expect(zoom).toHaveClass(/rs-zoom--open/);
    await page.setViewportSize({ width: 1000, height: 700 });
    await expect(zoom).toHaveCount(0);
  });
  test('the globalUIComponents=0 query turns it off', async ({ page }) => {
    await ready(page, `${FIXTURES}/images?globalUIComponents=0`);
    await page.locator('.rs-doc img').click();
    await page.waitForTimeout(400);
    await expect(page.locator('.rs-zoom')).toHaveCount(0);
    await expect(page.locator('link[type="application/rss+xml"]')).toHaveCount(0);
  });
});

test('scroll-to-top is hidden at the top, appears after scrolling and scrolls back smoothly', async ({
  page,
}) => {
  await ready(page, `${FIXTURES}/images`);
  const button = page.getByRole('button', { name: 'Back to top' });
  await expect(button).toHaveCount(0);
  await page.mouse.wheel(0, 1200);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});

test('switching the theme runs the circular reveal', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
  await ready(page, '/guide/start/');
  await page.evaluate(() => {
    new MutationObserver(() => {
      if (document.documentElement.classList.contains('rs-theme-reveal'))
        (window as unknown as { __revealed: boolean }).__revealed = true;
    }).observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  });
  await page.locator('[data-appearance]').first().click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __revealed?: boolean }).__revealed))
    .toBe(true);
  await expect(page.locator('html')).not.toHaveClass(/rs-theme-reveal/);
});

test('a slow navigation shows the progress bar, a fast one does not', async ({ page }) => {
  await ready(page, '/guide/start/');
  await page.route('**/guide/start/glossary.data*', async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await page.locator('.rs-sidebar').getByRole('link', { name: 'Glossary' }).click();
  await expect(page.locator('#nprogress .bar')).toBeVisible();
  await expect(page).toHaveURL('/guide/start/glossary');
  await expect(page.locator('#nprogress')).toHaveCount(0);
  await page.locator('.rs-sidebar').getByRole('link', { name: 'Quick start' }).click();
  await expect(page).toHaveURL('/guide/start/quick-start');
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test('nav dropdowns open on hover and close 150 ms after the pointer leaves', async ({ page }) => {
  await ready(page, '/guide/start/');
  const trigger = page.getByRole('button', { name: /Language/ });
  const dropdown = page.locator('.rs-nav__dropdown').filter({ hasText: '简体中文' });
  await trigger.hover();
  await expect(dropdown).toBeVisible();
  await page.mouse.move(10, 400);
  expect(await dropdown.isVisible()).toBe(true);
  await page.waitForTimeout(250);
  await expect(dropdown).toBeHidden();
});

test.describe('narrow viewports', () => {
  test('the hamburger opens a full-screen menu that closes on navigation and on growing past 768 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await ready(page, '/guide/start/');
    const hamburger = page.getByRole('button', { name: 'Menu', exact: true }).first();
    await hamburger.click();
    const screen = page.locator('.rs-nav-screen');
    await expect(screen).toBeVisible();
    await expect(screen.getByRole('link', { name: '简体中文' })).toBeVisible();
    await screen.getByRole('link', { name: 'Config' }).click();
    await expect(page).toHaveURL('/config/');
    await expect(screen).toHaveCount(0);
    await hamburger.click();
    await expect(screen).toBeVisible();
    await page.setViewportSize({ width: 900, height: 800 });
    await expect(screen).toHaveCount(0);
  });
  test('the menu bar opens the sidebar drawer and the local outline', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await ready(page, '/guide/start/quick-start');
    const bar = page.locator('.rs-menu-bar');
    await expect(bar).toBeVisible();
    expect((await bar.boundingBox())?.height).toBe(46);
    await bar.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.locator('.rs-sidebar--open');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Glossary' }).click();
    await expect(page).toHaveURL('/guide/start/glossary');
    await expect(drawer).toHaveCount(0);
    await bar.getByRole('button', { name: 'ON THIS PAGE' }).click();
    await expect(page.locator('#rs-local-outline')).toBeVisible();
    await page.locator('h1').first().click();
    await expect(page.locator('#rs-local-outline')).toHaveCount(0);
  });
  test('the navbar is 56 px high on phones and 72 px on wide screens', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await ready(page, '/guide/start/');
    expect((await page.locator('.rs-nav').boundingBox())?.height).toBe(56);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(async () => (await page.locator('.rs-nav').boundingBox())?.height).toBe(72);
  });
});

test.describe('locale redirect', () => {
  test('a first visit from a Chinese browser goes to the Chinese page, once', async ({ browser }) => {
    // Headless Chromium announces itself as HeadlessChrome, which isbot rightly calls a bot.
    const context = await browser.newContext({
      locale: 'zh-CN',
      userAgent:
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    });
    const page = await context.newPage();
    await offline(page);
    await page.goto('/guide/start/quick-start');
    await expect(page).toHaveURL('/zh/guide/start/quick-start');
    await page.goto('/guide/start/');
    await expect(page.locator('[data-appearance]')).toBeAttached();
    await page.waitForTimeout(300);
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
    await page.goto('/guide/start/quick-start');
    await expect(page.locator('[data-appearance]')).toBeAttached();
    await page.waitForTimeout(500);
    await expect(page).toHaveURL('/guide/start/quick-start');
    expect(problems).toEqual([]);
    await context.close();
  });
});
