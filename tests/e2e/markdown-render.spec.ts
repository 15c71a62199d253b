import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { offline, ready, watchPage } from './helpers';

test.beforeEach(async ({ page }) => offline(page));

const catalog = (lang: string): Record<string, string> =>
  JSON.parse(readFileSync(`locales/${lang}.json`, 'utf8')) as Record<string, string>;
const en = catalog('en');
const zh = catalog('zh');

const markNoReload = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __same?: boolean }).__same = true));
const stillNoReload = (page: Page) =>
  page.evaluate(() => (window as unknown as { __same?: boolean }).__same === true);

test('the prerendered body hydrates in place, with no hydration warning', async ({ page }) => {
  const problems = watchPage(page);
  // Tag the server's body elements before any script runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document
        .querySelectorAll<HTMLElement>('.rs-doc > *')
        .forEach((el, i) => (el.dataset.serverNode = String(i)));
    });
  });
  await ready(page, '/guide/start/quick-start');
  const tagged = await page.locator('.rs-doc > [data-server-node]').count();
  expect(tagged).toBeGreaterThan(10);
  // Every element the server wrote is still there: React hydrated it instead of rendering it again.
  expect(await page.locator('.rs-doc > *').count()).toBe(tagged);
  // And it is live: the tabs respond.
  await page.locator('.rs-tabs').first().getByRole('tab', { name: 'pnpm' }).click();
  await expect(page.locator('.rs-tabs').first().locator('.rs-tabs__panel:visible code')).toHaveText(/^pnpm /);
  expect(problems).toEqual([]);
});

test('links in the body work before the renderer has loaded', async ({ page }) => {
  await page.route(/MarkdownBody-[^/]*\.js$/, (route) => route.abort());
  await page.goto('/guide/start/');
  await page.locator('[data-appearance]').first().waitFor({ state: 'attached' });
  await expect(page.locator('html[data-body-hydrated]')).toHaveCount(0);
  const link = page.locator('.rs-doc a[href="/guide/start/quick-start"]').first();
  await link.click();
  await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
  await expect(page.locator('h1')).toHaveText('Quick start');
});

/** Holds the renderer's chunk until `release()`: the body cannot hydrate before. */
async function holdRenderer(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/MarkdownBody-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const shellHydrated = (page: Page) =>
  page.locator('[data-appearance]').first().waitFor({ state: 'attached' });

test('a tab click before the body has hydrated is not lost: it takes effect once the body is live', async ({
  page,
}) => {
  const problems = watchPage(page);
  const release = await holdRenderer(page);
  await page.goto('/guide/start/quick-start');
  await shellHydrated(page);
  const tabs = page.locator('.rs-tabs').first();
  await tabs.getByRole('tab', { name: 'pnpm' }).click();
  // Nothing could handle it yet.
  await expect(page.locator('html[data-body-hydrated]')).toHaveCount(0);
  await expect(tabs.getByRole('tab', { name: 'pnpm' })).toHaveAttribute('aria-selected', 'false');
  release();
  await page.locator('html[data-body-hydrated]').waitFor({ state: 'attached' });
  await expect(tabs.getByRole('tab', { name: 'pnpm' })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.locator('.rs-tabs__panel:visible code')).toHaveText(/^pnpm /);
  expect(problems).toEqual([]);
});

test('a copy click before the body has hydrated copies the code once the body is live', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const problems = watchPage(page);
  const release = await holdRenderer(page);
  await page.goto('/config/lib/format');
  await shellHydrated(page);
  const block = page.locator('.rs-code').first();
  await block.hover();
  await block.getByRole('button', { name: 'Copy code' }).click();
  await expect(page.locator('html[data-body-hydrated]')).toHaveCount(0);
  release();
  await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await block.locator('code').textContent(),
  );
  await expect(page.locator('html[data-body-hydrated]')).toHaveCount(1);
  expect(problems).toEqual([]);
});

test('without any interaction the body hydrates by itself once the page has been quiet', async ({ page }) => {
  const problems = watchPage(page);
  const chunk = page.waitForResponse(/MarkdownBody-[^/]*\.js$/);
  await page.goto('/guide/start/quick-start');
  // The renderer is fetched right after the page, without waiting for the reader.
  expect((await chunk).ok()).toBe(true);
  await page.locator('html[data-body-hydrated]').waitFor({ state: 'attached', timeout: 40_000 });
  await page.locator('.rs-tabs').first().getByRole('tab', { name: 'bun' }).click();
  await expect(page.locator('.rs-tabs').first().locator('.rs-tabs__panel:visible code')).toHaveText(/^bun /);
  expect(problems).toEqual([]);
});

test('a client navigation started before the body has hydrated renders the next page', async ({ page }) => {
  const problems = watchPage(page);
  await page.goto('/guide/start/');
  await shellHydrated(page);
  await markNoReload(page);
  await page.locator('.rs-sidebar').getByRole('link', { name: 'Quick start', exact: true }).click();
  await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
  await expect(page.locator('h1')).toHaveText('Quick start');
  expect(await stillNoReload(page)).toBe(true);
  await expect(page.locator('.rs-doc .rs-tabs').first()).toBeVisible();
  await expect(page.locator('.rs-doc pre code.hljs').first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('client navigation renders callouts, tabs and highlighted code from the Markdown', async ({ page }) => {
  const problems = watchPage(page);
  await ready(page, '/guide/start/');
  await markNoReload(page);
  await page.locator('.rs-sidebar').getByRole('link', { name: 'Quick start', exact: true }).click();
  await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
  await expect(page.locator('h1')).toHaveText('Quick start');
  expect(await stillNoReload(page)).toBe(true);
  await expect(page.locator('.rs-doc .rs-callout').first()).toBeVisible();
  await expect(page.locator('.rs-doc .rs-tabs').first()).toBeVisible();
  await page.locator('.rs-nav').getByRole('link', { name: 'Config' }).click();
  await page.locator('.rs-sidebar').getByRole('link', { name: 'lib.format' }).click();
  await expect(page).toHaveURL(/\/config\/lib\/format$/);
  expect(await stillNoReload(page)).toBe(true);
  await expect(page.locator('.rs-doc pre code.hljs .hljs-keyword').first()).toBeVisible();
  expect(problems).toEqual([]);
});

/** Every UI string of the page shell that the page shows, as text or as an accessible name. */
async function shownStrings(page: Page, catalog: Record<string, string>): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const texts = new Set<string>();
    const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walk.nextNode()) texts.add((walk.currentNode.textContent ?? '').trim());
    for (const el of document.querySelectorAll('[aria-label],[title],[placeholder]')) {
      for (const a of ['aria-label', 'title', 'placeholder'])
        if (el.getAttribute(a)) texts.add(el.getAttribute(a)!.trim());
    }
    return [...texts];
  });
  const pattern = (template: string) =>
    new RegExp(
      `^${template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\s*\w+\s*\\\}\\\}/g, '.+')}$`,
    );
  return Object.entries(catalog)
    .filter(([, template]) => shown.some((text) => pattern(template).test(text)))
    .map(([key]) => key);
}

test('switching language changes every shell string on the page', async ({ page }) => {
  await ready(page, '/guide/basic/cli');
  await markNoReload(page);
  const english = await shownStrings(page, en);
  // The strings a doc page shows: outline, pager, skip link, navbar controls, code buttons.
  for (const key of [
    'outline.title',
    'docFooter.prev',
    'docFooter.next',
    'nav.skipToContent',
    'search.buttonText',
    'code.copy',
    'nav.tools',
  ]) {
    expect(english, key).toContain(key);
  }
  await page.getByRole('button', { name: /Language/ }).hover();
  await page.getByRole('link', { name: '简体中文' }).click();
  await expect(page).toHaveURL(/\/zh\/guide\/basic\/cli$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(await stillNoReload(page)).toBe(true);
  const translated = english.filter((key) => en[key] !== zh[key]);
  await expect.poll(() => shownStrings(page, zh)).toEqual(expect.arrayContaining(translated));
  const stillEnglish = (await shownStrings(page, en)).filter((key) => translated.includes(key));
  expect(stillEnglish).toEqual([]);
});
