import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listeningSockets } from '../helpers/listening';

const PORT = Number(process.env.E2E_PORT ?? 4173) + 10;
const ORIGIN = `http://localhost:${PORT}`;
const EVENTS = `http://localhost:${PORT + 2}`;
let dev: ChildProcess;
let contentDir: string;
let output = '';

const page = () => path.join(contentDir, 'en/guide/live.md');
const edit = async (change: (text: string) => string) =>
  writeFile(page(), change(await readFile(page(), 'utf8')));
const up = async (url: string) =>
  fetch(url).then(
    (r) => r.ok,
    () => false,
  );

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  contentDir = path.join(await mkdtemp(path.join(tmpdir(), 'rslib-dev-')), 'content');
  await cp('tests/fixtures/dev-site', contentDir, { recursive: true });
  dev = spawn('npm', ['run', 'dev'], {
    env: { ...process.env, PORT: String(PORT), CONTENT_DIR: contentDir, DEV_DIR: '.dev-e2e' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  dev.stdout?.on('data', (c) => (output += c));
  dev.stderr?.on('data', (c) => (output += c));
  await expect.poll(() => up(`${ORIGIN}/guide/live`), { timeout: 230_000, intervals: [500] }).toBe(true);
});

test.afterAll(async () => {
  // SIGTERM to npm itself, as a process manager would send it: everything must stop and free the ports.
  dev.kill('SIGTERM');
  await expect
    .poll(async () => (await up(`${EVENTS}/state`)) || (await up(`${ORIGIN}/`)), { timeout: 15_000 })
    .toBe(false);
  await rm(path.dirname(contentDir), { recursive: true, force: true });
});

test('every port of the dev server is on 127.0.0.1, and no other origin reads its content channel', async ({
  page: browser,
}) => {
  // HOST is unset: the app (remix-serve), remix dev's socket and the content channel.
  const sockets = listeningSockets(dev.pid!);
  expect(sockets.map((s) => s.port).sort()).toEqual([PORT, PORT + 1, PORT + 2]);
  expect(sockets.map((s) => s.address)).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1']);
  // The channel quotes files and content: a page of another origin gets 403 and no CORS header.
  const foreign = await fetch(`${EVENTS}/state`, { headers: { Origin: 'https://evil.example' } });
  expect(foreign.status).toBe(403);
  expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  const own = await fetch(`${EVENTS}/state`, { headers: { Origin: ORIGIN } });
  expect(own.headers.get('access-control-allow-origin')).toBe(ORIGIN);
  // A name of another site pointed at this machine (DNS rebinding) is no way in either.
  const rebound = await new Promise<number | undefined>((resolve) =>
    request(
      { host: '127.0.0.1', port: PORT + 2, path: '/state', headers: { Host: `evil.example:${PORT + 2}` } },
      (r) => resolve(r.statusCode),
    ).end(),
  );
  expect(rebound).toBe(403);
  // In the browser: a page of another site cannot read the problems.
  await browser.route('http://evil.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>another site</p>' }),
  );
  await browser.goto('http://evil.example/');
  const read = await browser.evaluate(
    (url) =>
      fetch(url).then(
        (r) => r.text(),
        () => 'refused',
      ),
    `${EVENTS}/state`,
  );
  expect(read).toBe('refused');
  // The dev server's own page still gets its live reload from remix dev's socket.
  const websockets: string[] = [];
  browser.on('websocket', (ws) => websockets.push(ws.url()));
  await browser.goto(`${ORIGIN}/guide/live`);
  await expect.poll(() => websockets.join(' ')).toContain(`:${PORT + 1}`);
});

test('a saved page updates in the open browser, without a navigation', async ({ page: browser }) => {
  await browser.goto(`${ORIGIN}/guide/live`);
  await expect(browser.locator('h1')).toHaveText('Live page');
  // Lost if the page were loaded again.
  await browser.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await edit((t) =>
    t.replace('## Section 2 {#section-2}', '## Section 2 {#section-2}\n\nA sentence the writer just saved.'),
  );
  await expect(browser.getByText('A sentence the writer just saved.')).toBeVisible({ timeout: 15_000 });
  expect(await browser.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('broken frontmatter shows an overlay with file:line:column and field; fixing it clears it', async ({
  page: browser,
}) => {
  await browser.goto(`${ORIGIN}/guide/live`);
  await browser.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const overlay = browser.getByRole('alert', { name: /content problem/ });
  await expect(overlay).toBeHidden();
  await edit((t) => t.replace('title: Live page\n', 'title: Live page\noutline: sometimes\n'));
  await expect(overlay).toBeVisible({ timeout: 15_000 });
  await expect(overlay).toContainText('content/en/guide/live.md:3:10');
  await expect(overlay).toContainText('outline');
  await expect(overlay).toContainText('Expected: true or false');
  await expect(overlay).toContainText('How to fix: Write true or false, without quotes.');
  // The terminal says it too, with the summary line.
  expect(output).toContain('content/en/guide/live.md:3:10: field "outline"');
  expect(output).toContain('1 problem in 1 file');

  await edit((t) => t.replace('outline: sometimes\n', ''));
  await expect(overlay).toBeHidden({ timeout: 15_000 });
  await expect(browser.locator('h1')).toHaveText('Live page');
  expect(await browser.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('the overlay speaks the page’s language', async ({ page: browser }) => {
  await browser.goto(`${ORIGIN}/zh/guide/live`);
  const zh = path.join(contentDir, 'zh/guide/live.md');
  const original = await readFile(zh, 'utf8');
  await writeFile(zh, original.replace('title: 实时页面\n', 'title: 实时页面\nsidebar: maybe\n'));
  const overlay = browser.getByRole('alert', { name: /内容问题/ });
  await expect(overlay).toContainText('content/zh/guide/live.md:3:10', { timeout: 15_000 });
  await expect(overlay).toContainText('修改方法');
  await writeFile(zh, original);
  await expect(overlay).toBeHidden({ timeout: 15_000 });
});

test('pages of an archived version update live too, and their problems name the archived file', async ({
  page: browser,
}) => {
  await browser.goto(`${ORIGIN}/v0.11/guide/live`);
  await expect(browser.locator('h1')).toHaveText('Archived live page');
  await expect(browser.locator('.rs-archived')).toBeVisible();
  await browser.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const archived = path.join(contentDir, 'v0.11/en/guide/live.md');
  const original = await readFile(archived, 'utf8');
  await writeFile(
    archived,
    original.replace('## Section 2 {#section-2}', '## Section 2 {#section-2}\n\nA fix to the old release.'),
  );
  await expect(browser.getByText('A fix to the old release.')).toBeVisible({ timeout: 15_000 });
  await writeFile(
    archived,
    original.replace('title: Archived live page\n', 'title: Archived live page\noutline: sometimes\n'),
  );
  const overlay = browser.getByRole('alert', { name: /content problem/ });
  await expect(overlay).toContainText('content/v0.11/en/guide/live.md:3:10', { timeout: 15_000 });
  await writeFile(archived, original);
  await expect(overlay).toBeHidden({ timeout: 15_000 });
  expect(await browser.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});
