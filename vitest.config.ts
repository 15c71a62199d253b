import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '~': path.resolve('app') } },
  test: {
    include: [
      'tests/unit/**/*.test.ts',
      'tests/integration/**/*.test.{ts,tsx}',
      'tests/output/**/*.test.ts',
      // A component's own tests live beside it (app/components/<Feature>/).
      'app/**/*.test.{ts,tsx}',
    ],
    environment: 'node',
    // The real content, built into a folder of the tests' own (see the file):
    // unit tests never need `npm run build`. The tests under tests/output/
    // check the built site in dist/ and run after the build in `npm test`.
    globalSetup: ['tests/helpers/real-content-setup.ts'],
    testTimeout: 60_000,
    // DocSearch shows its error screen for a failed search and also leaves the
    // rejected promise unhandled; those two errors are the expected outcome of
    // the error-screen tests, anything else still fails the run.
    onUnhandledError: (error) =>
      !(
        ['ApiError', 'RetryError'].includes((error as Error).name) &&
        String((error as Error).stack).includes('DocSearchModal')
      ),
  },
});
