/**
 * `npm run audit`: Lighthouse (mobile profile) on the home page, a guide page
 * and a config page in both languages, served by `npm start` from dist/.
 * Prints the four category scores per page and exits non-zero when one is
 * under its threshold. Run `npm run build` first.
 *
 * A benchmark-style check: it takes a minute or two and depends on the
 * machine's speed for the performance score, so it is not part of `npm test`.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { envWith, resolveSettings } from '../content-schema/shared/settings';
import { ASSETS_HOST, hostResolves, startAssetHostStandIn } from './bench/asset-host-stand-in';

const settings = resolveSettings();
const PORT = settings.audit.port;
const CHROME = settings.chromium;
const PAGES = settings.audit.pages?.split(',') ?? [
  '/',
  '/zh/',
  '/guide/start/quick-start',
  '/zh/guide/start/quick-start',
  '/config/lib/format',
  '/zh/config/lib/format',
];
const THRESHOLDS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 } as const;

if (!existsSync('dist/index.html')) {
  console.error('No built site in dist/: run `npm run build` first.');
  process.exit(1);
}

const server = spawn('node_modules/.bin/tsx', ['scripts/serve.ts'], {
  env: envWith({ PORT: String(PORT) }),
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve) => server.stdout.once('data', () => resolve()));

const standIn = (await hostResolves(ASSETS_HOST)) ? undefined : await startAssetHostStandIn();
if (standIn)
  console.log(
    `${ASSETS_HOST} does not resolve from this machine: its images are served by a local stand-in for this audit.\n`,
  );

const chrome = await chromeLauncher.launch({
  chromePath: CHROME,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    ...(standIn?.flags ?? []),
  ],
});

const failures: string[] = [];
try {
  console.log(`${'page'.padEnd(30)} perf  a11y  best  seo`);
  for (const path of PAGES) {
    const result = await lighthouse(`http://localhost:${PORT}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(THRESHOLDS),
    });
    const categories = result!.lhr.categories;
    const scores = Object.fromEntries(
      Object.keys(THRESHOLDS).map((key) => [key, Math.round((categories[key]?.score ?? 0) * 100)]),
    ) as Record<keyof typeof THRESHOLDS, number>;
    console.log(
      `${path.padEnd(30)} ${String(scores.performance).padEnd(5)} ${String(scores.accessibility).padEnd(5)} ${String(scores['best-practices']).padEnd(5)} ${scores.seo}`,
    );
    if (settings.audit.details) {
      for (const id of [
        'errors-in-console',
        'hreflang',
        'render-blocking-resources',
        'largest-contentful-paint-element',
        'network-requests',
      ]) {
        const details = result!.lhr.audits[id]?.details as { items?: unknown[] } | undefined;
        if (details?.items?.length) console.log(`  ${id}:`, JSON.stringify(details.items).slice(0, 1500));
      }
    }
    for (const [key, min] of Object.entries(THRESHOLDS)) {
      const score = scores[key as keyof typeof THRESHOLDS];
      if (score < min) {
        const failed = Object.values(result!.lhr.audits)
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 1 &&
              result!.lhr.categories[key]?.auditRefs.some((r) => r.id === a.id && r.weight > 0),
          )
          .map((a) => (a.displayValue ? `${a.id} (${a.displayValue})` : a.id));
        failures.push(
          `${path}: ${key} ${score} < ${min} (audits below full marks: ${failed.join(', ') || 'none'})`,
        );
      }
    }
  }
} finally {
  chrome.kill();
  server.kill();
  standIn?.stop();
}

if (failures.length) {
  console.error(`\n${failures.join('\n')}`);
  process.exit(1);
}
console.log(
  '\nEvery page meets the thresholds (performance ≥ 98, accessibility, best practices and SEO 100).',
);
process.exit(0);
