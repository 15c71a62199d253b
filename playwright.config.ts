import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const FIXTURE_PORT = PORT + 1;
const BASE_PATH_PORT = PORT + 2;
/** The site built by `npm run build` (dist/), served the way `npm start` serves it. */
export const SITE_ORIGIN = `http://localhost:${PORT}`;
export const BASE_PATH_ORIGIN = `http://localhost:${BASE_PATH_PORT}`;

// Debian's Chromium, never a downloaded browser: these machines cannot fetch one.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? 'list' : 'line',
  timeout: 60_000,
  use: {
    baseURL: SITE_ORIGIN,
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The tests run against the prerendered output, served the way `npm start` serves it.
  webServer: [
    {
      command: 'node_modules/.bin/tsx scripts/serve.ts',
      env: { PORT: String(PORT) },
      url: `http://localhost:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // Prerendered by tests/e2e/build-fixture-site.ts, which `npm run test:e2e` runs first.
      command: 'node_modules/.bin/tsx scripts/serve.ts',
      env: { PORT: String(FIXTURE_PORT), OUT_DIR: 'dist-fixtures' },
      url: `http://localhost:${FIXTURE_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // Built under /rslib/ by tests/e2e/build-base-path-site.ts, which `npm run test:e2e` runs first.
      command: 'node_modules/.bin/tsx scripts/serve.ts',
      env: { PORT: String(BASE_PATH_PORT), OUT_DIR: 'dist-base', BASE_PATH: '/rslib/' },
      url: `${BASE_PATH_ORIGIN}/rslib/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
