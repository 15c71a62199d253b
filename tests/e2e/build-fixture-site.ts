/**
 * Run before Playwright (`npm run test:e2e`): prerenders the fixture site of tests/fixtures/site
 * (pages the real content has no need for: custom and blank page types, parts
 * of the layout switched off) with the same server build, into dist-fixtures/,
 * with the fixtures' own static files (tests/fixtures/site/public), which the real site never ships.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { buildContentInScratch } from '../../scripts/lib/build-content-in-scratch';

const FIXTURE_OUT = 'dist-fixtures';

async function buildFixtureSite() {
  const { code, output, generatedDir, dispose } = await buildContentInScratch('tests/fixtures/site');
  if (code !== 0) {
    await dispose();
    throw new Error(`Fixture content build failed:\n${output}`);
  }
  rmSync(FIXTURE_OUT, { recursive: true, force: true });
  try {
    execFileSync(
      'node_modules/.bin/tsx',
      [
        '-e',
        `import('./scripts/prerender.ts').then((m) => m.prerender(${JSON.stringify(FIXTURE_OUT)}, { publicDirs: ['public', 'tests/fixtures/site/public'] })).then(() => process.exit(0))`,
      ],
      {
        stdio: 'inherit',
        env: { ...process.env, CONTENT_GENERATED_DIR: generatedDir, PWD: path.resolve('.') },
      },
    );
  } finally {
    await dispose();
  }
}

await buildFixtureSite();
