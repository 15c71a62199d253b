import { expect, test, type Page } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addToNavigation } from '../../scripts/writer/add-to-navigation';
import { gitDatedBy } from '../helpers/git';

/**
 * The content editor at /admin/ of `npm run dev`, in Chromium, over a copy
 * of the dev fixture with a quick-start page in both languages (a git
 * repository, so that the translation status has a history to read).
 */
const PORT = Number(process.env.E2E_PORT ?? 4173) + 30;
const ORIGIN = `http://localhost:${PORT}`;
let dev: ChildProcess;
let contentDir: string;

const quickStart = (lang: 'en' | 'zh') => path.join(contentDir, lang, 'guide/start/quick-start.md');
const up = async (url: string) =>
  fetch(url).then(
    (r) => r.ok,
    () => false,
  );

async function addQuickStart(lang: 'en' | 'zh') {
  const live = await readFile(path.join(contentDir, lang, 'guide/live.md'), 'utf8');
  const [, , body] = live.split('---\n');
  const title = lang === 'en' ? 'Quick start' : '快速开始';
  const callout =
    lang === 'en'
      ? ':::info[Documented version]\nThese pages describe one release.\n:::'
      : ':::info[文档版本]\n本页介绍一个版本。\n:::';
  await mkdir(path.dirname(quickStart(lang)), { recursive: true });
  await writeFile(
    quickStart(lang),
    `---\ntitle: ${title}\ndescription: ${lang === 'en' ? 'Start here.' : '从这里开始。'}\n---\n${body.replace(/^\n# .*\n/, `\n# ${title}\n\n${callout}\n`)}`,
  );
  const nav = path.join(contentDir, lang, '_navigation.yaml');
  await writeFile(nav, addToNavigation(await readFile(nav, 'utf8'), title, '/guide/start/quick-start'));
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  contentDir = path.join(await mkdtemp(path.join(tmpdir(), 'rslib-editor-')), 'content');
  await cp('tests/fixtures/dev-site', contentDir, { recursive: true });
  await addQuickStart('en');
  await addQuickStart('zh');
  const git = gitDatedBy(() => '2025-01-01T00:00:00Z');
  git(contentDir, 'init', '-q');
  git(contentDir, 'add', '.');
  git(contentDir, 'commit', '-qm', 'Content');
  dev = spawn('npm', ['run', 'dev'], {
    env: { ...process.env, PORT: String(PORT), CONTENT_DIR: contentDir, DEV_DIR: '.dev-e2e-editor' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  dev.stdout?.on('data', (c) => (output += c));
  dev.stderr?.on('data', (c) => (output += c));
  await expect
    .poll(() => up(`${ORIGIN}/guide/start/quick-start`), { timeout: 280_000, intervals: [500] })
    .toBe(true)
    .catch((error: Error) => {
      throw new Error(`${error.message}\n\nnpm run dev said:\n${output}`);
    });
});

test.afterAll(async () => {
  dev.kill('SIGTERM');
  await expect.poll(() => up(`${ORIGIN}/`), { timeout: 15_000 }).toBe(false);
  await rm(path.dirname(contentDir), { recursive: true, force: true });
});

/** The local backend asks for no account: its login button goes straight in (once per browser context). */
async function logIn(page: Page) {
  const login = page.getByRole('button', { name: 'Login' });
  const inside = page.getByRole('link', { name: 'Contents' });
  await expect(login.or(inside).first()).toBeVisible({ timeout: 60_000 });
  if (await login.isVisible()) await login.click();
}

/** The editor on an entry, logged in to the local backend. */
async function openEntry(page: Page, collection: string, slug: string) {
  await page.goto(`${ORIGIN}/admin/#/collections/${collection}/entries/${slug}`);
  await logIn(page);
  await expect(page.getByLabel('Title').first()).toBeVisible({ timeout: 60_000 });
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
}

test('editing the quick start’s description in the form changes that line on disk and the page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const before = await readFile(quickStart('en'), 'utf8');
  await openEntry(page, 'guide', 'start__quick-start');
  const description = page.locator('[id^="description-field"]').first();
  await description.fill('Install Rslib and build a first library.');
  await publish(page);
  await expect.poll(() => readFile(quickStart('en'), 'utf8'), { timeout: 15_000 }).not.toBe(before);
  const after = await readFile(quickStart('en'), 'utf8');
  const changed = after.split('\n').filter((line, i) => line !== before.split('\n')[i]);
  expect(changed).toEqual(['description: Install Rslib and build a first library.']);
  expect(after.split('\n').length).toBe(before.split('\n').length);
  // The Chinese twin was not touched.
  await page.goto(`${ORIGIN}/guide/start/quick-start`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Install Rslib and build a first library.',
    { timeout: 15_000 },
  );
});

test('an empty title is refused with the schema’s message, and nothing is written', async ({ page }) => {
  const before = await readFile(quickStart('en'), 'utf8');
  await openEntry(page, 'guide', 'start__quick-start');
  const title = page.getByLabel('Title').first();
  await title.fill('');
  await publish(page);
  await expect(page.getByText('Title is required.').first()).toBeVisible();
  // A blank title, with the schema's own words (content-schema/fields/text.ts).
  await title.fill('   ');
  await publish(page);
  await expect(page.getByText(/is blank\. Write the page's title/).first()).toBeVisible();
  expect(await readFile(quickStart('en'), 'utf8')).toBe(before);
});

/** The preview pane in place of the second language's form. */
async function showPreview(page: Page) {
  await page.getByRole('button', { name: 'Toggle i18n' }).click();
}

test('a callout renders in the preview as on the site', async ({ page }) => {
  await openEntry(page, 'guide', 'start__quick-start');
  await showPreview(page);
  const preview = page.frameLocator('iframe').first();
  const callout = preview.locator('.rs-callout.rs-callout--info');
  await expect(callout).toBeVisible({ timeout: 30_000 });
  await expect(callout.locator('.rs-callout__title')).toHaveText('Documented version');
  // The site's stylesheet styles it as on the page.
  const style = (el: Element) => getComputedStyle(el).borderLeftColor + getComputedStyle(el).backgroundColor;
  const inPreview = await callout.evaluate(style);
  await page.goto(`${ORIGIN}/guide/start/quick-start`);
  const onSite = await page.locator('.rs-callout--info').evaluate(style);
  expect(inPreview).toBe(onSite);
});

test('the translation status is shown beside the page, and follows the history', async ({ page }) => {
  await openEntry(page, 'guide', 'start__quick-start');
  const status = page.getByTestId('translation-status');
  await expect(status).toHaveAttribute('data-status', 'up-to-date');
  await expect(status).toContainText('Chinese: up to date');
  // The English page's change (the first test's save), committed: its twin is behind.
  await writeFile(
    quickStart('en'),
    (await readFile(quickStart('en'), 'utf8')).replace('# Quick start', '# Quick start now'),
  );
  // Committed after the Chinese page's last change.
  spawnSync(
    'git',
    ['-c', 'user.name=Writer', '-c', 'user.email=w@example.com', 'commit', '-qam', 'English'],
    {
      cwd: contentDir,
      env: {
        ...process.env,
        GIT_AUTHOR_DATE: '2025-06-01T00:00:00Z',
        GIT_COMMITTER_DATE: '2025-06-01T00:00:00Z',
      },
    },
  );
  await page.reload();
  await expect(status).toHaveAttribute('data-status', 'outdated');
  await expect(status).toContainText('Chinese: outdated');
  // And beside the page's row in its section's list.
  await page.goto(`${ORIGIN}/admin/#/collections/guide`);
  const badge = page.locator(
    'a[href="#/collections/guide/entries/start__quick-start"] [data-translation-badge]',
  );
  await expect(badge).toHaveAttribute('data-translation-badge', 'outdated');
  await expect(badge).toHaveText('ZH outdated');
});

test('a new page is created in both languages, in both sidebars, and opens at its URL', async ({ page }) => {
  await page.goto(`${ORIGIN}/admin/`);
  await logIn(page);
  await page.getByRole('button', { name: 'New page (both languages)' }).click();
  const form = page.getByRole('form', { name: 'New page' });
  await form.getByLabel('Path').fill('guide/start/new-topic');
  await form.getByLabel('English title').fill('New topic');
  await form.getByLabel('Chinese title').fill('新主题');
  await form.getByRole('button', { name: 'Create both pages' }).click();
  // The editor opens the new page.
  await expect(page.getByLabel('Title').first()).toHaveValue('New topic', { timeout: 60_000 });
  for (const [url, title] of [
    [`${ORIGIN}/guide/start/new-topic`, 'New topic'],
    [`${ORIGIN}/zh/guide/start/new-topic`, '新主题'],
  ]) {
    await expect.poll(() => up(url), { timeout: 30_000 }).toBe(true);
    await page.goto(url);
    await expect(page.locator('h1')).toHaveText(title);
    await expect(page.locator('nav, aside').getByRole('link', { name: title }).first()).toBeVisible();
  }
});
