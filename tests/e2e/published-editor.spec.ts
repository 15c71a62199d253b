import { expect, test, type Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { BASE_PATH_ORIGIN } from '../../playwright.config';
import { fakeGitHub } from './fake-github';
import { offline, watchPage } from './helpers';

/**
 * The editor a deployer publishes (CMS_GITHUB_REPO): the base-path site is
 * built with it (tests/e2e/build-base-path-site.ts), so it is served at
 * /rslib/admin/ as a project site would serve it. GitHub is played by
 * fake-github.ts over the trimmed content that site was built from, which
 * that script leaves in dist-base-content/.
 */
const CONFIG = JSON.parse(readFileSync('dist-base/admin/config.json', 'utf8')) as {
  backend: { name: string; repo: string; branch: string };
  publish_mode: string;
};
const REPO = CONFIG.backend.repo;
const EDITOR = `${BASE_PATH_ORIGIN}/rslib/admin/`;
const QUICK_START = 'content/en/guide/start/quick-start.md';

test.use({ baseURL: BASE_PATH_ORIGIN });

/** Decap keeps the GitHub login in localStorage; a stored token skips the OAuth window. */
async function loggedIn(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('decap-cms-user'))
      localStorage.setItem('decap-cms-user', JSON.stringify({ backendName: 'github', token: 'test-token' }));
  });
}

/** Content-Security-Policy refusals, as the page reports them. */
async function policyViolations(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { __violations: string[] }).__violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __violations: string[] }).__violations.push(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

/**
 * Console problems, less one Decap warning: its Markdown widget tries each
 * editor component's pattern at every block and warns when a block further
 * down matched (it is then read at its own place), as in the dev editor.
 */
function editorProblems(page: Page) {
  const problems = watchPage(page);
  return () => problems.filter((p) => !p.includes('Sent invalid data to remark'));
}

test.beforeEach(async ({ page }) => {
  await offline(page);
});

test('the published editor asks for a GitHub login and reader pages keep their strict policy', async ({
  page,
}) => {
  const problems = watchPage(page);
  const violations = await policyViolations(page);
  await page.goto(EDITOR);
  expect(CONFIG).toMatchObject({
    backend: { name: 'github', branch: 'main' },
    publish_mode: 'editorial_workflow',
  });
  await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeVisible({ timeout: 30_000 });
  expect(await violations()).toEqual([]);
  expect(problems).toEqual([]);

  const policy = (html: string) =>
    /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
  const reader = policy(readFileSync('dist-base/guide/start/quick-start.html', 'utf8'));
  expect(reader).toMatch(/script-src 'self' 'sha256-/);
  expect(reader).not.toMatch(/unsafe-eval|api\.github\.com/);
  // No reader page links the editor.
  expect(readFileSync('dist-base/index.html', 'utf8')).not.toContain('admin/');
});

test('a save in the published editor opens a pull request that changes only the edited line', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems = editorProblems(page);
  const violations = await policyViolations(page);
  const github = await fakeGitHub(page, {
    repo: REPO,
    branch: CONFIG.backend.branch,
    root: 'dist-base-content',
  });
  await loggedIn(page);
  await page.goto(`${EDITOR}#/collections/guide/entries/start/quick-start`);
  const description = page.locator('[id^="description-field"]').first();
  await expect(description).toBeVisible({ timeout: 60_000 });
  const before = readFileSync(`dist-base-content/${QUICK_START}`, 'utf8');
  await expect(description).toHaveValue(/\S/);
  await description.fill('Install Rslib and build a first library.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => github.pulls.length, { timeout: 30_000 }).toBe(1);
  // Decap's editorial workflow: a branch of its own, a pull request against the site's branch, a draft label.
  expect(github.pulls[0]).toMatchObject({ base: 'main', head: 'cms/guide/start/quick-start' });
  await expect.poll(() => github.pulls[0].labels).toEqual(['decap-cms/draft']);
  const written = github.trees.flat().find((entry) => entry.path === QUICK_START);
  expect(written, JSON.stringify(github.trees)).toBeTruthy();
  const after = github.blobs.get(written!.sha)!;
  const changed = after.split('\n').filter((line, i) => line !== before.split('\n')[i]);
  expect(changed).toEqual(['description: Install Rslib and build a first library.']);
  expect(after.split('\n').length).toBe(before.split('\n').length);
  expect(github.unanswered).toEqual([]);
  expect(await violations()).toEqual([]);
  expect(problems()).toEqual([]);
});

test('the published editor lists each language of a section and previews with the site renderer', async ({
  page,
}) => {
  const github = await fakeGitHub(page, {
    repo: REPO,
    branch: CONFIG.backend.branch,
    root: 'dist-base-content',
  });
  await loggedIn(page);
  await page.goto(`${EDITOR}#/collections/guide-zh`);
  await expect(page.locator('a[href="#/collections/guide-zh/entries/start/quick-start"]')).toContainText(
    '快速上手',
    {
      timeout: 60_000,
    },
  );
  await page.locator('a[href="#/collections/guide-zh/entries/start/quick-start"]').click();
  await expect(page.locator('[id^="title-field"]').first()).toHaveValue('快速上手', { timeout: 60_000 });
  // The preview is the site's renderer in the page's language: the callout gets its Chinese label.
  const preview = page.frameLocator('iframe').first().getByTestId('site-preview');
  await expect(preview).toHaveAttribute('lang', 'zh');
  await expect(preview.locator('h1')).toHaveText('快速上手');
  await expect(preview.locator('.rs-callout').first()).toBeVisible();
  expect(github.unanswered).toEqual([]);
});

test('without the opt-in the build holds no editor file', () => {
  expect(existsSync('dist/admin')).toBe(false);
});
