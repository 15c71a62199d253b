import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { BASE_PATH_ORIGIN } from '../../playwright.config';
import { navigated, offline, ready, watchPage } from './helpers';

/**
 * The actions under a page's h1 (app/components/PageActions/) and the hints
 * for agents (the head link, the hidden line at the top of the body), on the
 * built site: what reaches the clipboard, which URLs open, in both languages
 * and in the archived version, by mouse and by keyboard.
 */
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const CHATS = /^https:\/\/(chatgpt\.com|claude\.ai)\//;

test.beforeEach(async ({ page, context }) => {
  await offline(page);
  // A new tab of a chat app gets a stand-in page: the test reads the URL it was opened with.
  await context.route(CHATS, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>chat</title>' }),
  );
});

const actions = (page: Page) => page.locator('.rs-page-actions');
const copyButton = (page: Page) => actions(page).locator('.rs-page-actions__button').first();
const menuButton = (page: Page) => actions(page).locator('button[aria-haspopup="menu"]');
const menu = (page: Page) => page.getByRole('menu');
const status = (page: Page) => actions(page).getByRole('status');
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
/** The Markdown copy as the site serves it. */
const served = async (page: Page, path: string) => {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
};

/** Clicks a link of the menu and returns the tab it opened, once it has its URL. */
async function openedBy(context: BrowserContext, page: Page, name: string | RegExp) {
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    menu(page).getByRole('menuitem', { name }).click(),
  ]);
  await tab.waitForLoadState();
  return tab;
}

const promptOf = (url: string) => new URL(url).searchParams.get('q');

for (const { path, lang, labels, prompt } of [
  {
    path: '/guide/start/quick-start',
    lang: 'English',
    labels: ['Copy Markdown', 'Open in…', 'Copied', 'Copy Markdown link', 'View as Markdown'],
    prompt:
      'Read https://rslib.rs/guide/start/quick-start.md, the Markdown version of “Quick start” from the Rslib 1.0 documentation, and help me with my questions about it.',
  },
  {
    path: '/zh/guide/start/quick-start',
    lang: 'Chinese',
    labels: ['复制 Markdown', '打开方式', '已复制', '复制 Markdown 链接', '查看 Markdown'],
    prompt:
      '请阅读 https://rslib.rs/zh/guide/start/quick-start.md，这是 Rslib 1.0 文档中「快速上手」页面的 Markdown 版本，然后回答我关于它的问题。',
  },
  {
    path: '/v0.11/guide/start/quick-start',
    lang: 'archived (0.11)',
    labels: ['Copy Markdown', 'Open in…', 'Copied', 'Copy Markdown link', 'View as Markdown'],
    prompt:
      'Read https://rslib.rs/v0.11/guide/start/quick-start.md, the Markdown version of “Quick start” from the Rslib 0.11 documentation, and help me with my questions about it.',
  },
]) {
  const markdown = `${path}.md`;
  const [copyLabel, openLabel, copiedLabel, copyLinkLabel, viewLabel] = labels;

  test(`${lang} page: Copy Markdown puts the page's own copy on the clipboard and says so for 2 s`, async ({
    page,
  }) => {
    const problems = watchPage(page);
    await ready(page, path);
    await expect(copyButton(page)).toHaveText(copyLabel);
    await copyButton(page).click();
    await expect(copyButton(page)).toHaveText(copiedLabel);
    expect(await clipboard(page)).toBe(await served(page, markdown));
    // Announced, but not written twice on screen: the button says it.
    await expect(status(page)).not.toBeEmpty();
    await expect(status(page)).toHaveClass('rs-sr-only');
    await expect(copyButton(page)).toHaveText(copyLabel);
    expect(problems).toEqual([]);
  });

  test(`${lang} page: the Open menu copies the link, views the copy and opens ChatGPT and Claude`, async ({
    page,
    context,
  }) => {
    const problems = watchPage(page);
    await ready(page, path);
    await expect(menuButton(page)).toHaveText(openLabel);
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    // Copy Markdown link: the copy's absolute URL on the site's origin; the menu closes, focus returns.
    await menu(page).getByRole('menuitem', { name: copyLinkLabel }).click();
    await expect(menu(page)).toHaveCount(0);
    await expect(menuButton(page)).toBeFocused();
    // Said on screen once the link is on the clipboard (the menu has closed: the button cannot show it).
    await expect(status(page)).toBeVisible();
    expect(await clipboard(page)).toBe(`https://rslib.rs${markdown}`);
    // View as Markdown: the copy on this host, in a new tab without access to this one.
    await menuButton(page).click();
    const view = menu(page).getByRole('menuitem', { name: viewLabel });
    await expect(view).toHaveAttribute('href', markdown);
    await expect(view).toHaveAttribute('target', '_blank');
    await expect(view).toHaveAttribute('rel', 'noopener noreferrer');
    const copy = await openedBy(context, page, viewLabel);
    expect(new URL(copy.url()).pathname).toBe(markdown);
    expect(await copy.evaluate(() => window.opener === null)).toBe(true);
    expect((await copy.locator('body').innerText()).trim()).toBe((await served(page, markdown)).trim());
    await copy.close();
    // ChatGPT and Claude: a new conversation whose prompt links this version's and language's copy.
    for (const [name, origin] of [
      [/ChatGPT/, 'https://chatgpt.com'],
      [/Claude/, 'https://claude.ai'],
    ] as const) {
      await menuButton(page).click();
      const item = menu(page).getByRole('menuitem', { name });
      await expect(item).toHaveAttribute('target', '_blank');
      await expect(item).toHaveAttribute('rel', 'noopener noreferrer');
      const chat = await openedBy(context, page, name);
      expect(new URL(chat.url()).origin).toBe(origin);
      expect(new URL(chat.url()).pathname).toBe(origin.includes('claude') ? '/new' : '/');
      expect(promptOf(chat.url())).toBe(prompt);
      expect(await chat.evaluate(() => window.opener === null)).toBe(true);
      await chat.close();
    }
    expect(problems).toEqual([]);
  });
}

test('a blog post offers its copy too, with a prompt about the post', async ({ page, context }) => {
  await ready(page, '/blog/introducing-rslib');
  await copyButton(page).click();
  await expect(copyButton(page)).toHaveText('Copied');
  expect(await clipboard(page)).toBe(await served(page, '/blog/introducing-rslib.md'));
  await menuButton(page).click();
  const chat = await openedBy(context, page, /Claude/);
  expect(promptOf(chat.url())).toMatch(
    /^Read https:\/\/rslib\.rs\/blog\/introducing-rslib\.md, the Markdown version of the Rslib blog post “.+”/,
  );
});

test.describe('under a base path (/rslib/)', () => {
  test.use({ baseURL: BASE_PATH_ORIGIN });

  test("the copy comes from the host being read; the links AI tools get stay on the site's origin", async ({
    page,
    context,
  }) => {
    await page.goto('/rslib/zh/guide/start/quick-start');
    await expect(page.locator('[data-appearance]')).toHaveCount(1);
    await copyButton(page).click();
    await expect(copyButton(page)).toHaveText('已复制');
    expect(await clipboard(page)).toBe(await served(page, '/rslib/zh/guide/start/quick-start.md'));
    await menuButton(page).click();
    await expect(menu(page).getByRole('menuitem', { name: '查看 Markdown' })).toHaveAttribute(
      'href',
      '/rslib/zh/guide/start/quick-start.md',
    );
    const chat = await openedBy(context, page, /ChatGPT/);
    expect(promptOf(chat.url())).toContain('https://rslib.rs/zh/guide/start/quick-start.md');
    await expect(page.locator('link[type="text/markdown"]')).toHaveAttribute(
      'href',
      'https://rslib.rs/zh/guide/start/quick-start.md',
    );
  });
});

test('the menu is a WAI-ARIA menu button: arrows, Home, End, Escape, Tab and a click outside', async ({
  page,
}) => {
  await ready(page, '/guide/start/quick-start');
  const button = menuButton(page);
  const items = menu(page).getByRole('menuitem');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.focus();
  // ↓ opens on the first item; the items wrap around.
  await page.keyboard.press('ArrowDown');
  await expect(menu(page)).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(button).toHaveAttribute('aria-controls', (await menu(page).getAttribute('id'))!);
  await expect(menu(page)).toHaveAccessibleName('Open in…');
  await expect(items).toHaveCount(4);
  await expect(items.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(items.nth(3)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(items.nth(3)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(items.nth(0)).toBeFocused();
  // Escape closes and gives focus back to the button.
  await page.keyboard.press('Escape');
  await expect(menu(page)).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  // ↑ opens on the last item; Enter and Space open on the first.
  await page.keyboard.press('ArrowUp');
  await expect(items.nth(3)).toBeFocused();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Enter');
  await expect(items.nth(0)).toBeFocused();
  await page.keyboard.press('Escape');
  await page.keyboard.press(' ');
  await expect(items.nth(0)).toBeFocused();
  // Enter on an item chooses it: Copy Markdown link.
  await page.keyboard.press('Enter');
  await expect(menu(page)).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(status(page)).toHaveText("Link to the page's Markdown copied.");
  expect(await clipboard(page)).toBe('https://rslib.rs/guide/start/quick-start.md');
  // Tab leaves the menu and goes on to what follows the button.
  await page.keyboard.press('Enter');
  await expect(items.nth(0)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu(page)).toHaveCount(0);
  expect(
    await button.evaluate(
      (el) =>
        document.activeElement !== el &&
        !!(el.compareDocumentPosition(document.activeElement!) & Node.DOCUMENT_POSITION_FOLLOWING),
    ),
  ).toBe(true);
  // A click outside closes it.
  await button.click();
  await expect(menu(page)).toBeVisible();
  await page.locator('h1').first().click();
  await expect(menu(page)).toHaveCount(0);
});

test('the Copy Markdown button is reached with Tab and works with the keyboard', async ({ page }) => {
  await ready(page, '/guide/start/quick-start');
  await page.locator('h1').first().click();
  await page.keyboard.press('Tab');
  await expect(copyButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(copyButton(page)).toHaveText('Copied');
  expect(await clipboard(page)).toBe(await served(page, '/guide/start/quick-start.md'));
  await page.keyboard.press('Tab');
  await expect(menuButton(page)).toBeFocused();
});

test.describe('when the browser refuses the clipboard', () => {
  test.use({ permissions: [] });

  test('both copies fail visibly, say why, and the button stays failed until the next try', async ({
    page,
    context,
    baseURL,
  }) => {
    // Chromium's own refusal (the permission a browser or a reader can deny), not a stub.
    const cdp = await context.newCDPSession(page);
    for (const name of ['clipboard-write', 'clipboard-read'])
      await cdp.send('Browser.setPermission', {
        permission: { name },
        setting: 'denied',
        origin: baseURL,
      });
    const problems = watchPage(page);
    await ready(page, '/guide/start/quick-start');
    await copyButton(page).click();
    await expect(copyButton(page)).toHaveText('Copy failed');
    await expect(copyButton(page)).toHaveClass(/rs-page-actions__button--failed/);
    await expect(status(page)).toBeVisible();
    await expect(status(page)).toHaveText(
      'Copying failed. Open “View as Markdown” from the menu and copy the text from there.',
    );
    await menuButton(page).click();
    await menu(page).getByRole('menuitem', { name: 'Copy Markdown link' }).click();
    await expect(status(page)).toHaveClass(/rs-page-actions__status--failed/);
    await expect(status(page)).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test('the actions work before the body has hydrated, and leave it to hydrate in place', async ({ page }) => {
  const problems = watchPage(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/MarkdownBody-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/guide/start/quick-start');
  await page.locator('[data-appearance]').first().waitFor({ state: 'attached' });
  await copyButton(page).click();
  await expect(copyButton(page)).toHaveText('Copied');
  expect(await clipboard(page)).toBe(await served(page, '/guide/start/quick-start.md'));
  await menuButton(page).click();
  await expect(menu(page).getByRole('menuitem')).toHaveCount(4);
  await page.keyboard.press('Escape');
  await expect(page.locator('html[data-body-hydrated]')).toHaveCount(0);
  release();
  await page.locator('.rs-doc').last().dispatchEvent('pointerover');
  await page.locator('html[data-body-hydrated]').waitFor({ state: 'attached' });
  // The body is live (its tabs respond) and no recoverable error (#421) or warning was logged.
  await page.locator('.rs-tabs').first().getByRole('tab', { name: 'pnpm' }).click();
  await expect(page.locator('.rs-tabs').first().locator('.rs-tabs__panel:visible code')).toHaveText(/^pnpm /);
  expect(problems).toEqual([]);
});

test('after a client navigation the actions and hints are those of the new page', async ({ page }) => {
  await ready(page, '/guide/start/');
  await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
  await page.locator('.rs-sidebar').getByRole('link', { name: 'Glossary' }).click();
  await navigated(page, '/guide/start/glossary');
  await copyButton(page).click();
  await expect(copyButton(page)).toHaveText('Copied');
  expect(await clipboard(page)).toBe(await served(page, '/guide/start/glossary.md'));
  await expect(page.locator('link[type="text/markdown"]')).toHaveAttribute(
    'href',
    'https://rslib.rs/guide/start/glossary.md',
  );
  await expect(page.locator('body > div[hidden]').first()).toContainText(
    'https://rslib.rs/guide/start/glossary.md',
  );
  expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);
});

test.describe('hints for agents', () => {
  for (const { path, kind, llms } of [
    { path: '/guide/start/quick-start', kind: 'doc', llms: '/llms.txt' },
    { path: '/zh/guide/basic/cli', kind: 'Chinese doc', llms: '/zh/llms.txt' },
    { path: '/config/', kind: 'overview', llms: '/llms.txt' },
    { path: '/blog/introducing-rslib', kind: 'blog post', llms: '/llms.txt' },
    { path: '/v0.11/zh/config/', kind: 'archived Chinese overview', llms: '/v0.11/zh/llms.txt' },
    { path: '/v0.11/guide/start/quick-start', kind: 'archived doc', llms: '/v0.11/llms.txt' },
  ]) {
    test(`${kind} ${path}: a Markdown alternate in the head and a hidden line first in the body`, async ({
      page,
    }) => {
      const markdown = path.endsWith('/') ? `${path}index.md` : `${path}.md`;
      await page.goto(path);
      const link = page.locator('head link[rel="alternate"][type="text/markdown"]');
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAttribute('href', `https://rslib.rs${markdown}`);
      const hint = page.locator('body > :first-child');
      await expect(hint).toHaveAttribute('hidden', '');
      await expect(hint).toBeHidden();
      // In the HTML's text, naming the copy and the llms.txt of the page's version and language, both published.
      const text = await hint.textContent();
      expect(text).toContain(`https://rslib.rs${markdown}`);
      expect(text).toContain(`https://rslib.rs${llms}`);
      expect(text).toContain(path.startsWith('/v0.11') ? 'Rslib 0.11' : 'Rslib 1.0');
      await served(page, markdown);
      await served(page, llms);
      // Nothing in it can take focus, and assistive technology does not see it.
      await expect(hint.locator('a, button, [tabindex]')).toHaveCount(0);
      const snapshot = await page.locator('body').ariaSnapshot();
      expect(snapshot).not.toContain(text!.slice(0, 12));
      // And the actions are under the h1.
      const [h1, row] = await Promise.all([
        page.locator('h1').first().boundingBox(),
        actions(page).boundingBox(),
      ]);
      expect(row!.y).toBeGreaterThan(h1!.y + h1!.height - 1);
      expect(row!.y - (h1!.y + h1!.height)).toBeLessThan(40);
    });
  }

  for (const path of ['/', '/zh/', '/blog/', '/no/such/page']) {
    test(`${path}: no actions, no Markdown alternate, no hint`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(actions(page)).toHaveCount(0);
      await expect(page.locator('link[type="text/markdown"]')).toHaveCount(0);
      await expect(page.locator('body > div[hidden]')).toHaveCount(0);
    });
  }
});

test('the menu and clipboard code are not on the first load', async ({ page }) => {
  const html = await served(page, '/guide/start/quick-start');
  expect(html).not.toMatch(/page-actions-chunk/);
});

test.describe('accessibility', () => {
  for (const scheme of ['light', 'dark'] as const) {
    for (const path of ['/guide/start/quick-start', '/zh/guide/start/quick-start']) {
      test(`${path} in ${scheme}: the actions, open menu and failure state have no axe violation`, async ({
        page,
      }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await ready(page, path);
        await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /dark/ : /^(?!.*dark)/);
        const axe = () => new AxeBuilder({ page }).include('.rs-page-actions').analyze();
        expect((await axe()).violations).toEqual([]);
        await menuButton(page).click();
        await expect(menu(page).getByRole('menuitem')).toHaveCount(4);
        // A hovered item, as a reader's pointer leaves it.
        await menu(page).getByRole('menuitem').nth(1).hover();
        expect((await axe()).violations).toEqual([]);
        await page.keyboard.press('Escape');
        // The failure state, as a refused clipboard leaves it.
        await page.evaluate(() => {
          navigator.clipboard.write = () => Promise.reject(new DOMException('refused', 'NotAllowedError'));
        });
        await copyButton(page).click();
        await expect(copyButton(page)).toHaveClass(/--failed/);
        await expect(status(page)).toBeVisible();
        expect((await axe()).violations).toEqual([]);
      });
    }
  }
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });
  for (const path of ['/guide/start/quick-start', '/zh/guide/start/quick-start', '/v0.11/guide/basic/cli']) {
    test(`${path}: the row and the open menu fit the screen`, async ({ page }) => {
      await ready(page, path);
      const within = async (locator: ReturnType<Page['locator']>) => {
        const box = (await locator.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(375);
      };
      await within(actions(page));
      await within(copyButton(page));
      await within(menuButton(page));
      // On one line.
      const [copy, open] = await Promise.all([
        copyButton(page).boundingBox(),
        menuButton(page).boundingBox(),
      ]);
      expect(Math.abs(copy!.y - open!.y)).toBeLessThan(2);
      await menuButton(page).click();
      await expect(menu(page)).toBeVisible();
      await within(menu(page));
      for (const item of await menu(page).getByRole('menuitem').all()) await within(item);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  }
});
