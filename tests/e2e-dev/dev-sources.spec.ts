import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listens } from '../../scripts/lib/loopback';
import { git } from '../helpers/git';

/**
 * The writer's loop with a version fetched from a git repository
 * (CONTENT_SOURCES): served, said once to be read-only here, and editable
 * with live reload once pointed at a local checkout (`--local`).
 */
const PORT = Number(process.env.E2E_PORT ?? 4173) + 20;
const ORIGIN = `http://localhost:${PORT}`;
let work: string;
let dev: ChildProcess | undefined;
let output = '';

const up = async (url: string) =>
  fetch(url).then(
    (r) => r.ok,
    () => false,
  );

async function startDev(args: string[]) {
  output = '';
  dev = spawn('npm', ['run', 'dev', '--', ...args], {
    env: {
      ...process.env,
      PORT: String(PORT),
      CONTENT_DIR: path.join(work, 'content'),
      CONTENT_SOURCES: path.join(work, 'sources.json'),
      CONTENT_CACHE_DIR: path.join(work, 'cache'),
      DEV_DIR: '.dev-e2e-sources',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  dev.stdout?.on('data', (c) => (output += c));
  dev.stderr?.on('data', (c) => (output += c));
  await expect
    .poll(() => up(`${ORIGIN}/v0.11/guide/live`), { timeout: 230_000, intervals: [500] })
    .toBe(true);
}

/** SIGTERM to npm, as a process manager sends it; then every port of the dev server must be free again. */
async function stopDev() {
  if (!dev) return;
  dev.kill('SIGTERM');
  dev = undefined;
  const busy = async () => (await Promise.all([PORT, PORT + 1, PORT + 2].map(listens))).some(Boolean);
  await expect.poll(busy, { timeout: 20_000, intervals: [250] }).toBe(false);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'rslib-dev-sources-'));
  await cp('tests/fixtures/dev-site/en', path.join(work, 'content/en'), { recursive: true });
  await cp('tests/fixtures/dev-site/zh', path.join(work, 'content/zh'), { recursive: true });
  // The archived version's pages, in a repository of their own.
  await cp('tests/fixtures/dev-site/v0.11', path.join(work, 'repo'), { recursive: true });
  git(path.join(work, 'repo'), 'init', '-q', '-b', 'main');
  git(path.join(work, 'repo'), 'add', '-A');
  git(path.join(work, 'repo'), 'commit', '-qm', 'the 0.11 pages');
  const commit = git(path.join(work, 'repo'), 'rev-parse', 'HEAD');
  await writeFile(
    path.join(work, 'sources.json'),
    JSON.stringify({ '0.11': { git: `file://${path.join(work, 'repo')}`, commit } }),
  );
});

// Playwright reads the fixtures a hook uses from its first parameter, which must be a destructuring pattern.
// eslint-disable-next-line no-empty-pattern
test.afterEach(({}, testInfo) => {
  // What the dev server printed, when a test failed.
  if (testInfo.status !== testInfo.expectedStatus) console.log(output);
});

test.afterAll(async () => {
  await stopDev();
  await rm(work, { recursive: true, force: true });
});

test('a fetched version is served, and the terminal says once how to edit it', async ({ page }) => {
  test.setTimeout(240_000);
  await startDev([]);
  await page.goto(`${ORIGIN}/v0.11/guide/live`);
  await expect(page.locator('h1')).toHaveText('Archived live page');
  const notice = `The pages of version 0.11 come from file://${path.join(work, 'repo')} @ `;
  expect(output.split(notice).length - 1).toBe(1);
  expect(output).toContain('npm run dev -- --local 0.11=<folder with en/ and zh/>');
  await stopDev();
});

test('pointed at a local checkout, the version updates in the open browser as it is saved', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const checkout = path.join(work, 'checkout');
  git(work, 'clone', '-q', path.join(work, 'repo'), checkout);
  await startDev(['--local', `0.11=${checkout}`]);
  expect(output).not.toContain('The pages of version 0.11 come from');
  await page.goto(`${ORIGIN}/v0.11/guide/live`);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const file = path.join(checkout, 'en/guide/live.md');
  await writeFile(
    file,
    (await readFile(file, 'utf8')).replace(
      '## Section 2 {#section-2}',
      '## Section 2 {#section-2}\n\nSaved in the checkout.',
    ),
  );
  await expect(page.getByText('Saved in the checkout.')).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});
