/** A bounded loopback load on `npm start`'s server: requests per second, p99 latency, errors. */
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { envWith } from '../../content-schema/shared/settings';
import { firstLoadAssets } from './first-load';

const PORT = 4199;
/** Deliberately missing: these must answer 404, everything else 2xx/304. */
const MISSING = ['/no/such/page', '/zh/no/such/page'];

export async function loadTest(outDir: string, seconds = 30) {
  const server = spawn('node_modules/.bin/tsx', ['scripts/serve.ts'], {
    env: envWith({ PORT: String(PORT), OUT_DIR: outDir }),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The server says where it listens once it does.
  await new Promise<void>((resolve) => server.stdout.once('data', () => resolve()));
  server.stdout.resume();
  const assets = firstLoadAssets(outDir, 'index.html');
  const paths = [
    '/',
    '/zh/',
    '/guide/start/quick-start',
    '/zh/config/lib/format',
    '/config/',
    '/_root.data',
    '/guide/start/quick-start.data',
    '/zh/guide/basic/cli.data',
    ...assets.js.files.slice(0, 3),
    ...assets.css.files,
    ...MISSING,
  ];
  try {
    const result = await autocannon({
      url: `http://127.0.0.1:${PORT}`,
      connections: 50,
      duration: seconds,
      requests: paths.map((path) => ({ method: 'GET', path })),
    });
    const codes = result.statusCodeStats as Record<string, { count: number }>;
    const missingShare = MISSING.length / paths.length;
    const notFound = codes['404']?.count ?? 0;
    const unexpected = Object.entries(codes)
      .filter(([code]) => !code.startsWith('2') && code !== '304' && code !== '404')
      .reduce((n, [, v]) => n + v.count, 0);
    return {
      rps: result.requests.average,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      unexpected,
      // Each connection cycles through `paths`, so the missing URLs' share is known up to one round per connection.
      extra404: Math.max(0, notFound - Math.ceil(result.requests.total * missingShare) - 50),
      total: result.requests.total,
    };
  } finally {
    server.kill();
  }
}
