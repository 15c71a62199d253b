/**
 * Run before Playwright (`npm run test:e2e`): builds the site once more as a
 * GitHub Pages project site would host it, under /rslib/, into dist-base/.
 * The build runs in a scratch copy of the project with its content trimmed to
 * a few pages a version and language (scripts/lib/trim-content.ts: the home,
 * guide, quick start, config, API and blog pages the base-path tests visit,
 * every page kind the site has): the prefix reaches every link and asset of
 * every page the same way, and the 200 other pages would only add prerender
 * time. The project's own build, caches and outputs are left alone.
 *
 * The deployer's opt-in editor is published with it (CMS_GITHUB_REPO), and
 * the trimmed content is kept in dist-base-content/ as the repository that
 * tests/e2e/published-editor.spec.ts plays GitHub with.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gitEnv, scratchSite } from '../../scripts/lib/scratch-site';

const OUT = 'dist-base';
const REPOSITORY_COPY = 'dist-base-content';
const root = process.cwd();
const site = scratchSite(root, 'trimmed');
try {
  execFileSync('node_modules/.bin/tsx', ['scripts/build.ts'], {
    cwd: site.dir,
    stdio: 'inherit',
    env: {
      ...process.env,
      ...gitEnv(root, site.dir),
      PWD: site.dir,
      BASE_PATH: '/rslib/',
      CMS_GITHUB_REPO: 'rslib-docs/rslib-docs',
      CMS_GITHUB_BRANCH: 'main',
      BUILD_DIR: 'build',
      OUT_DIR: 'dist',
    },
  });
  rmSync(OUT, { recursive: true, force: true });
  cpSync(path.join(site.dir, 'dist'), OUT, { recursive: true });
  rmSync(REPOSITORY_COPY, { recursive: true, force: true });
  cpSync(path.join(site.dir, 'content'), path.join(REPOSITORY_COPY, 'content'), { recursive: true });
} finally {
  rmSync(site.dir, { recursive: true, force: true });
}
