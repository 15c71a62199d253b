/**
 * A warm build reuses a stage's work exactly when nothing the stage read has
 * changed (scripts/build/inputs.ts): `npm run build` in a scratch copy of the
 * project, changed one input at a time, and what the next build did again.
 * The copy's content is trimmed to a few pages a version and language
 * (scripts/lib/trim-content.ts): what a stage redoes does not depend on how
 * many pages there are, and each of the seven builds costs far less.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gitEnv, scratchSite } from '../../scripts/lib/scratch-site';

const site = scratchSite(process.cwd(), 'trimmed');
const at = (file: string) => path.join(site.dir, file);
// Not the tests' prebuilt content (real-content-setup.ts): the scratch copy's own.
const { CONTENT_GENERATED_DIR: _testContent, ...buildEnv } = process.env;

interface BuildStats {
  pages: number;
  rendered: number;
  app: 'built' | 'reused';
  searchBuilt: string[];
}

function build(): BuildStats {
  const run = spawnSync('node_modules/.bin/tsx', ['scripts/build.ts'], {
    cwd: site.dir,
    env: { ...buildEnv, ...gitEnv(process.cwd(), site.dir), PWD: site.dir },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`build failed:\n${run.stdout}\n${run.stderr}`);
  return JSON.parse(readFileSync(at('.build-stats.json'), 'utf8')) as BuildStats;
}

// One search index per version and language.
const ALL_INDEXES = ['en', 'zh', 'v0.11-en', 'v0.11-zh'];

const html = (file: string) => readFileSync(at(`dist/${file}`), 'utf8');

beforeAll(() => {
  const first = build();
  expect(first).toMatchObject({ app: 'built', searchBuilt: ALL_INDEXES });
  expect(first.rendered).toBe(first.pages);
}, 300_000);
afterAll(() => rmSync(site.dir, { recursive: true, force: true }));

describe('a warm build redoes what depends on a changed input, and only that', () => {
  it('nothing changed: nothing is built or rendered again', () => {
    expect(build()).toMatchObject({ app: 'reused', rendered: 0, searchBuilt: [] });
  }, 120_000);

  it('a module imported from a folder no list names: the app and every page', () => {
    mkdirSync(at('notes'));
    writeFileSync(at('notes/footer-note.ts'), "export const footerNote = 'First note';\n");
    const footer = at('app/components/Layout/SiteFooter.tsx');
    writeFileSync(
      footer,
      `import { footerNote } from '../../../notes/footer-note';\n${readFileSync(footer, 'utf8').replace(
        '<footer className="rs-site-footer">',
        '<footer className="rs-site-footer" data-note={footerNote}>',
      )}`,
    );
    const imported = build();
    expect(imported).toMatchObject({ app: 'built', searchBuilt: [] });
    expect(html('index.html')).toContain('data-note="First note"');
    // Only the imported module changes now: with inputs listed by hand, nothing would be rebuilt.
    writeFileSync(at('notes/footer-note.ts'), "export const footerNote = 'Second note';\n");
    const changed = build();
    expect(changed).toMatchObject({ app: 'built', searchBuilt: [] });
    expect(changed.rendered).toBe(changed.pages);
    expect(html('index.html')).toContain('data-note="Second note"');
  }, 240_000);

  it('a UI string: the app and every page, not the search index', () => {
    const catalog = at('locales/en.json');
    writeFileSync(catalog, readFileSync(catalog, 'utf8').replace('"Next Page"', '"Next page, please"'));
    const changed = build();
    expect(changed).toMatchObject({ app: 'built', searchBuilt: [] });
    expect(changed.rendered).toBe(changed.pages);
    expect(html('guide/start/quick-start.html')).toContain('Next page, please');
  }, 240_000);

  it('a schema file: the content is checked again, no page or search index is redone', () => {
    appendFileSync(at('content-schema/doc.ts'), '\n// A comment added by the stage-inputs test.\n');
    expect(build()).toMatchObject({ app: 'reused', rendered: 0, searchBuilt: [] });
  }, 240_000);

  it('a dependency patch: every page and every search index, not the app it leaves as it was', () => {
    appendFileSync(at('scripts/patches/rehype-highlight+7.0.2.patch'), '\n');
    const changed = build();
    expect(changed).toMatchObject({ app: 'reused', searchBuilt: ALL_INDEXES });
    expect(changed.rendered).toBe(changed.pages);
  }, 240_000);
});
