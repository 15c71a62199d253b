/**
 * The editor's backend, as the editor's page and a hostile page or request
 * would use it: over HTTP, on a copy of a content tree. What Decap asks for
 * lands in the site's files; everything else is refused and writes nothing.
 */
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveSettings, type Settings } from '../../content-schema/shared/settings';
import { startEditorBackend } from '../../scripts/cms/backend';

let scratch: string;
let settings: Settings;
let url: string;
let origin: string;
let stop: () => Promise<unknown>;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'rslib-cms-'));
  await cp('tests/fixtures/dev-site', path.join(scratch, 'content'), { recursive: true });
  // No public/ yet, as in this repository: the first upload makes public/media/.
  const resolved = resolveSettings({ CONTENT_DIR: path.join(scratch, 'content') }, process.cwd());
  const backend = await startEditorBackend(
    { ...resolved, publicDirs: [path.join(scratch, 'public')] },
    path.join(scratch, 'sockets'),
  );
  const app = express().use(backend.router);
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  // The backend answers the dev server's own page: its port is the app's.
  settings = { ...resolved, port };
  origin = `http://localhost:${port}`;
  url = `${origin}/api/v1`;
  stop = () => Promise.all([backend.close(), new Promise((done) => server.close(done))]);
});
afterAll(async () => {
  await stop();
  await rm(scratch, { recursive: true, force: true });
});

const post = (action: string, params: unknown, headers: Record<string, string> = { Origin: origin }) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ action, params }),
  });
const persist = (path: string, raw: string, headers?: Record<string, string>) =>
  post('persistEntry', { entry: { path, raw }, assets: [], options: {} }, headers);

/** Every file of the scratch folder with its text: nothing may change when a request is refused. */
async function snapshot(): Promise<Record<string, string>> {
  const entries = await readdir(scratch, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  return Object.fromEntries(
    await Promise.all(files.map(async (f) => [f, await readFile(f, 'utf8')] as const)),
  );
}

describe('the editor reads and writes the site’s files through decap-server', () => {
  it('lists a section’s pages of both languages in Decap’s layout', async () => {
    const entries = (await (
      await post('entriesByFolder', { folder: '_cms/1.0/guide', extension: 'md', depth: 2 })
    ).json()) as {
      file: { path: string };
      data: string;
    }[];
    expect(entries.map((e) => e.file.path).sort()).toEqual([
      '_cms/1.0/guide/en/index.md',
      '_cms/1.0/guide/en/live.md',
      '_cms/1.0/guide/zh/index.md',
      '_cms/1.0/guide/zh/live.md',
    ]);
    expect(entries.find((e) => e.file.path.endsWith('en/live.md'))?.data).toContain('title: Live page');
  });
  it('saves a page in both languages where the site keeps them', async () => {
    const res = await post('persistEntry', {
      entry: { path: '_cms/1.0/guide/en/live.md', raw: '---\ntitle: Saved\n---\n\nEnglish.\n' },
      dataFiles: [
        { path: '_cms/1.0/guide/en/live.md', raw: '---\ntitle: Saved\n---\n\nEnglish.\n' },
        { path: '_cms/1.0/guide/zh/live.md', raw: '---\ntitle: 已保存\n---\n\n中文。\n' },
      ],
      assets: [],
      options: {},
    });
    expect(res.status).toBe(200);
    expect(await readFile(path.join(scratch, 'content/en/guide/live.md'), 'utf8')).toBe(
      '---\ntitle: Saved\n---\n\nEnglish.\n',
    );
    expect(await readFile(path.join(scratch, 'content/zh/guide/live.md'), 'utf8')).toContain('中文。');
  });
  it('saves an image in public/media/, where every page of both languages finds it at /media/', async () => {
    const none = await post('getMedia', { mediaFolder: '_cms/media' });
    expect(await none.json()).toEqual([]);
    const res = await post('persistMedia', {
      asset: {
        path: '_cms/media/logo.png',
        content: Buffer.from('png').toString('base64'),
        encoding: 'base64',
      },
    });
    expect(res.status).toBe(200);
    expect(await readFile(path.join(scratch, 'public/media/logo.png'), 'utf8')).toBe('png');
  });
  it('keeps the comment a navigation file starts with', async () => {
    const file = path.join(scratch, 'content/en/_navigation.yaml');
    const before = await readFile(file, 'utf8');
    const header = /^(?:#.*\n)+/.exec(before)?.[0] ?? '';
    const body = before.slice(header.length);
    expect((await persist('_cms/1.0/_navigation/en.yaml', body)).status).toBe(200);
    expect(await readFile(file, 'utf8')).toBe(before);
  });
});

describe('a save or upload outside the content folders is refused, and nothing is written', () => {
  it.each([
    ['a path that climbs out', '_cms/1.0/guide/en/../../../../../outside.md'],
    ['a slug that climbs out', '_cms/1.0/guide/en/..__..__outside.md'],
    ['a hidden folder', '_cms/1.0/guide/en/.git__config.md'],
    ['an absolute path', '/etc/passwd'],
    ['a path of the repository that is no page', 'package.json'],
    ['another extension', '_cms/1.0/guide/en/page.js'],
    ['an unknown version', '_cms/9.9/guide/en/page.md'],
    ['an unknown section', '_cms/1.0/node_modules/en/page.md'],
    ['an unknown language', '_cms/1.0/guide/fr/page.md'],
  ])('%s', async (_, target) => {
    const before = await snapshot();
    const res = await persist(target, 'pwned\n');
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: string }).error).toMatch(/^Refused/);
    expect(await snapshot()).toEqual(before);
  });
  it('an upload outside public/media/ or that is no image', async () => {
    const before = await snapshot();
    for (const target of [
      '_cms/media/../../escape.png',
      '_cms/media/run.sh',
      '_cms/1.0/guide/en/x.png',
      '../x.png',
    ]) {
      const res = await post('persistMedia', {
        asset: { path: target, content: Buffer.from('x').toString('base64'), encoding: 'base64' },
      });
      expect(res.status, target).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
  });
  it('a page smuggled in as an upload beside a good save: nothing of the request is written', async () => {
    const before = await snapshot();
    const res = await post('persistEntry', {
      entry: { path: '_cms/1.0/guide/en/live.md', raw: 'changed\n' },
      assets: [{ path: '../../outside.png', content: 'eA==', encoding: 'base64' }],
      options: {},
    });
    expect(res.status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
  it('deleting or moving a page', async () => {
    const before = await snapshot();
    expect((await post('deleteFile', { path: '_cms/1.0/guide/en/live.md' })).status).toBe(403);
    const move = await post('persistEntry', {
      entry: { path: '_cms/1.0/guide/en/live.md', raw: 'x\n', newPath: '_cms/1.0/guide/en/moved.md' },
      assets: [],
      options: {},
    });
    expect(move.status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
  it('a request of another site open in the browser, or of another local server', async () => {
    const before = await snapshot();
    for (const other of ['https://evil.example', 'http://localhost:1', 'null']) {
      const res = await persist('_cms/1.0/guide/en/live.md', 'pwned\n', { Origin: other });
      expect(res.status, other).toBe(403);
    }
    // A name of another site pointed at this machine (DNS rebinding); fetch cannot set Host.
    const body = JSON.stringify({
      action: 'persistEntry',
      params: { entry: { path: '_cms/1.0/guide/en/live.md', raw: 'x' } },
    });
    const rebound = await new Promise<number | undefined>((resolve) =>
      request(
        {
          host: '127.0.0.1',
          port: settings.port,
          path: '/api/v1',
          method: 'POST',
          headers: { Host: `evil.example:${settings.port}`, 'Content-Type': 'application/json' },
        },
        (r) => resolve(r.statusCode),
      ).end(body),
    );
    expect(rebound).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});

describe('a version whose pages come from elsewhere is read-only', () => {
  it('with the reason and the --local way', async () => {
    const fetched: Settings = {
      ...settings,
      versions: settings.versions.map((v) =>
        v.current
          ? v
          : {
              ...v,
              source: {
                kind: 'git' as const,
                url: 'https://example.com/docs.git',
                commit: 'a'.repeat(40),
                path: '',
                tree: v.dir,
                dir: v.dir,
              },
            },
      ),
    };
    const backend = await startEditorBackend(fetched, path.join(scratch, 'sockets-fetched'));
    const app = express().use(backend.router);
    const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    const port = (server.address() as AddressInfo).port;
    try {
      // The origin check compares with the app's port: this backend's settings name the first server's.
      const before = await snapshot();
      const res = await fetch(`http://127.0.0.1:${port}/api/v1`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          action: 'persistEntry',
          params: { entry: { path: '_cms/0.11/guide/en/index.md', raw: 'x\n' }, assets: [], options: {} },
        }),
      });
      expect(res.status).toBe(403);
      const { error } = (await res.json()) as { error: string };
      expect(error).toContain('https://example.com/docs.git');
      expect(error).toContain('npm run dev -- --local 0.11=');
      expect(await snapshot()).toEqual(before);
    } finally {
      await Promise.all([backend.close(), new Promise((done) => server.close(done))]);
    }
  });
});
