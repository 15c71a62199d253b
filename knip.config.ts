/**
 * knip (`npm run knip`): unused files, exports and dependencies. The Remix,
 * Vitest, Playwright, ESLint and TypeScript plugins find their own entries
 * (app/root.tsx, app/routes/*, app/entry.*, the test files, the configs).
 */
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  // The npm workspaces of scripts/checks/code-samples/versions/ only install what each
  // version's config samples import (scripts/checks/check-code-samples.ts); they have no code.
  ignoreWorkspaces: ['scripts/checks/code-samples/versions/*'],
  workspaces: {
    // The site itself.
    '.': {
      entry: [
        // The command-line scripts of package.json and the ones they start by path.
        'scripts/*.{ts,js}',
        // Started by path as workers of the pool (content-schema/shared/worker-pool.ts).
        'content-schema/markdown/compile-worker.ts',
        'content-schema/markdown/twoslash/worker.ts',
        'scripts/build/worker.ts',
        // Started by path as workers in tests/integration/worker-pool.test.ts.
        'tests/fixtures/workers/*.ts',
        // Loaded by the contentlayer2 CLI (`npm run content`, scripts/build.ts).
        'contentlayer.config.ts',
        // Run with tsx before the end-to-end tests (package.json `test:e2e`).
        'tests/e2e/build-*.ts',
        // Started by path: the dev app server (remix dev -c, scripts/dev/server.ts) and the
        // editor's browser entry with what esbuild injects (scripts/cms/admin-bundle.ts).
        'scripts/dev/app-server.ts',
        'scripts/cms/admin/main.tsx',
        'scripts/cms/admin/published.tsx',
        'scripts/cms/admin/buffer.ts',
        'scripts/cms/admin/node-builtin.ts',
      ],
      project: [
        'app/**/*.{ts,tsx}',
        'content-schema/**/*.ts',
        'scripts/**/*.{ts,js,mjs}',
        'tests/**/*.{ts,tsx}',
        '*.{ts,js}',
      ],
      ignoreDependencies: [
        // The npm package, bundled for the browser by scripts/cms/admin/buffer.ts; knip reads `buffer` as Node's.
        'buffer',
        // Pinned so the Markdown plugins share one hoisted copy in the browser bundle (README, Dependencies).
        'micromark-.+',
        'mdast-util-phrasing',
        'unist-util-is',
        'unist-util-position',
        'unist-util-stringify-position',
        // A Java program run by path (node_modules/vnu-jar/build/dist/vnu.jar) in tests/output/nu-checker.test.ts.
        'vnu-jar',
      ],
      // System programs, not npm binaries: a self-signed certificate for the audit's asset stand-in,
      // a FIFO planted in a cache by tests/integration/hostile-sources.test.ts.
      ignoreBinaries: ['openssl', 'mkfifo'],
    },
  },
};

export default config;
