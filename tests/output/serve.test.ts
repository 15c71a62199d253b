/**
 * `npm start` on the built site, as a reader (or an attacker) meets it: it
 * listens on the loopback address only, answers no other origin with
 * Access-Control-Allow-Origin, answers a path that is not UTF-8 with 400 and
 * keeps serving, and no path leads the reader to another host: neither the
 * server's answer (Location) nor the 404 page's redirect script, run on the
 * 404 page the server sends for it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, listens } from '../../scripts/lib/loopback';
import { listeningSockets } from '../helpers/listening';
import { OUT } from './site-files';

let server: ChildProcess;
let port: number;
let output = '';

/** One raw GET: the path is sent exactly as written (fetch would normalise it). */
function get(pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: string;
  }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: pathname, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Where the 404 page's first script sends a reader who asked for `pathname`, if anywhere. */
function scriptTarget(page: string, pathname: string): string | undefined {
  const script = /<script>(\(function\(\)\{var b=[\s\S]*?)<\/script>/.exec(page)?.[1];
  if (!script) throw new Error('the 404 page has no redirect script');
  // What a browser's location holds for that path (a backslash reads as a slash).
  const url = new URL(`http://localhost:${port}${pathname}`);
  let target: string | undefined;
  runInNewContext(script, {
    location: {
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      replace: (to: string) => (target = to),
    },
  });
  return target;
}

beforeAll(async () => {
  port = await freePort();
  server = spawn('node_modules/.bin/tsx', ['scripts/serve.ts'], {
    env: { ...process.env, PORT: String(port), OUT_DIR: OUT, HOST: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (c) => (output += c));
  server.stderr?.on('data', (c) => (output += c));
  // Ready once it accepts connections (or gone, which the tests then report).
  while (!(await listens(port)) && server.exitCode === null) await new Promise((r) => setTimeout(r, 100));
}, 90_000);

afterAll(() => {
  server?.kill('SIGTERM');
});

describe('npm start', () => {
  it('listens on 127.0.0.1 only', () => {
    expect(listeningSockets(server.pid!)).toEqual([{ address: '127.0.0.1', port }]);
  });

  it('answers a page of another origin without Access-Control-Allow-Origin', async () => {
    for (const path of ['/', '/guide/start/quick-start', '/search/index.en.json'])
      expect(
        (await get(path, { Origin: 'https://evil.example' })).headers['access-control-allow-origin'],
      ).toBeUndefined();
  });

  it('answers a path that is not UTF-8 with 400, and goes on serving', async () => {
    expect((await get('/%E0.x')).status).toBe(400);
    expect((await get('/%E0%A4%A.x/')).status).toBe(400);
    expect((await get('/')).status).toBe(200);
    expect(output).not.toMatch(/URIError/);
  });

  it('sends nobody to another host: //host, /\\host, %2F%2Fhost, /en//host', async () => {
    for (const path of [
      '//evil.example/x',
      '/\\evil.example/x',
      '/%2F%2Fevil.example/x',
      '/%5C%5Cevil.example/x',
      '/en//evil.example/x',
      '/en/\\evil.example/x',
      '/en/%2F%2Fevil.example/x',
      '/en//evil.example/x.html',
      '/v0.11/en//evil.example/x',
    ]) {
      const answer = await get(path);
      const location = answer.headers.location as string | undefined;
      if (location)
        expect(new URL(location, `http://localhost:${port}/`).host, `${path} → ${location}`).toBe(
          `localhost:${port}`,
        );
      if (answer.status === 404) {
        const target = scriptTarget(answer.body, path);
        if (target)
          expect(new URL(target, `http://localhost:${port}${path}`).host, `${path} → ${target}`).toBe(
            `localhost:${port}`,
          );
      }
    }
    // The one a reader could be lured with does go somewhere: a path of this host.
    expect(scriptTarget((await get('/en//evil.example/x')).body, '/en//evil.example/x')).toBe(
      '/evil.example/x',
    );
  });
});
