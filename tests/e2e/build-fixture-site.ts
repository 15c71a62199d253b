/**
 * Run before Playwright (`npm run test:e2e`): prerenders the fixture site of tests/fixtures/site
 * (pages the real content has no need for: custom and blank page types, parts
 * of the layout switched off) with the same server build, into dist-fixtures/,
 * with the fixtures' own static files (tests/fixtures/site/public), which the real site never ships.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { resolveSettings } from '../../content-schema/shared/settings';
import { prerenderSite } from '../../scripts/build/pipeline';
import { buildContentInScratch } from '../../scripts/lib/build-content-in-scratch';

const FIXTURE_OUT = 'dist-fixtures';

const { code, output, generatedDir, dispose } = await buildContentInScratch('tests/fixtures/site');
try {
  if (code !== 0) throw new Error(`Fixture content build failed:\n${output}`);
  rmSync(FIXTURE_OUT, { recursive: true, force: true });
  const settings = resolveSettings();
  await prerenderSite(
    {
      ...settings,
      contentDir: path.resolve('tests/fixtures/site'),
      generatedDir,
      outDir: path.resolve(FIXTURE_OUT),
      publicDirs: [...settings.publicDirs, path.resolve('tests/fixtures/site/public')],
    },
    { outDir: path.resolve(FIXTURE_OUT) },
  );
} finally {
  await dispose();
}
// Remix's Single Fetch encoder leaves timers behind.
process.exit(0);
