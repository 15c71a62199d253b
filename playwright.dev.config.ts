import { defineConfig } from '@playwright/test';

/**
 * The writer's loop against `npm run dev` (tests/e2e-dev): the spec starts and
 * stops the dev server itself, on E2E_PORT + 10 to + 12, over a copy of a
 * fixture content tree, so it needs none of the built sites.
 */
export default defineConfig({
  testDir: 'tests/e2e-dev',
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'list' : 'line',
  timeout: 120_000,
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
