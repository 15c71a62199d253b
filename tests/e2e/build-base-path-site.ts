/**
 * Run before Playwright (`npm run test:e2e`): builds the site once more as a
 * GitHub Pages project site would host it, under /rslib/, into dist-base/
 * (with its own Remix build in build-base/, so the main build is untouched).
 */
import { execFileSync } from 'node:child_process';

execFileSync('node_modules/.bin/tsx', ['scripts/build.ts'], {
  stdio: 'inherit',
  env: { ...process.env, BASE_PATH: '/rslib/', BUILD_DIR: 'build-base', OUT_DIR: 'dist-base' },
});
