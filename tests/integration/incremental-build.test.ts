/**
 * Incremental prerender on the fixture site (tests/fixtures/site), with the
 * server build of `npm run build` (build/ must exist, as in `npm test`): after
 * a one-page edit only that page is rendered again, after a sidebar edit only
 * the pages of that language that show the sidebar, a tampered output file is
 * never reused, and every warm output is byte-identical to a cold one.
 */
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  appendFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureContent } from '../helpers/build-fixture-content';
import { pagePolicyProblems } from '../helpers/page-policy';
import { prerenderInChild, warmPrerender, type PrerenderSetup } from '../helpers/prerender-child';

const tmp = mkdtempSync(path.join(tmpdir(), 'rslib-incremental-'));
const content = path.join(tmp, 'content');
const dist = path.join(tmp, 'dist');

function filesOf(dir: string, base = dir): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) for (const [k, v] of filesOf(full, base)) files.set(k, v);
    else files.set(path.relative(base, full), readFileSync(full));
  }
  return files;
}

function expectSameFiles(warm: string, cold: string) {
  const a = filesOf(warm);
  const b = filesOf(cold);
  expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
  const different = [...a.keys()].filter((k) => !a.get(k)!.equals(b.get(k)!));
  expect(different).toEqual([]);
}

let generated = '';
async function buildContent() {
  const result = await buildFixtureContent(content);
  if (result.code !== 0) throw new Error(result.output);
  generated = result.generatedDir;
  coldOutput = undefined;
}

/**
 * A cold prerender (no previous output, no page cache) of the content as it
 * is now, made once per content build: the tests that change only the output
 * or the pool compare against the same one.
 */
let coldOutput: string | undefined;
let colds = 0;
function cold(): string {
  if (coldOutput) return coldOutput;
  const out = path.join(tmp, `cold-${++colds}`);
  expect(prerender(out).rendered).toBe(total);
  return (coldOutput = out);
}

const setup = (env: Record<string, string> = {}): PrerenderSetup => ({
  generatedDir: generated,
  cacheDir: path.join(tmp, 'cache'),
  env,
});
const prerender = (out: string, previous?: string, env?: Record<string, string>) =>
  prerenderInChild(setup(env), out, previous);
const warmBuild = (name: string, env?: Record<string, string>) =>
  warmPrerender(setup(env), dist, path.join(tmp, name));

let total = 0;

describe('incremental prerender', () => {
  beforeAll(async () => {
    if (!existsSync('build/server/index.js')) throw new Error('build/ is missing: run npm run build first');
    cpSync('tests/fixtures/site', content, { recursive: true });
    await buildContent();
    const first = warmBuild('out-first');
    total = first.pages;
    expect(first.rendered).toBe(total);
  }, 300_000);
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('renders nothing again when nothing changed', () => {
    expect(warmBuild('out-same').rendered).toBe(0);
  }, 120_000);

  it('renders only the edited page after a one-page edit, byte-identical to a cold build', async () => {
    appendFileSync(
      path.join(content, 'en/no-outline.md'),
      '\nA paragraph added by the incremental build test.\n',
    );
    await buildContent();
    expect(warmBuild('out-edit').rendered).toBe(1);
    expect(readFileSync(path.join(dist, 'no-outline.html'), 'utf8')).toContain(
      'A paragraph added by the incremental build test.',
    );
    // The Markdown copy and llms-full.txt are made again for the edited page, not reused.
    expect(readFileSync(path.join(dist, 'no-outline.md'), 'utf8')).toContain(
      'A paragraph added by the incremental build test.',
    );
    expect(readFileSync(path.join(dist, 'llms-full.txt'), 'utf8')).toContain(
      'A paragraph added by the incremental build test.',
    );
    expectSameFiles(dist, cold());
  }, 300_000);

  it('renders the pages that show a changed sidebar, and only those', async () => {
    const nav = path.join(content, 'en/_navigation.yaml');
    writeFileSync(nav, readFileSync(nav, 'utf8').replace('text: No outline', 'text: Without outline'));
    await buildContent();
    const { rendered } = warmBuild('out-nav');
    expect(rendered).toBeGreaterThan(1);
    // The Chinese pages' data does not change: they are not rendered again.
    expect(rendered).toBeLessThan(total);
    expect(readFileSync(path.join(dist, 'index.html'), 'utf8')).toContain('Without outline');
    expectSameFiles(dist, cold());
    // Rendered and copied pages alike: each CSP meta lists the hashes of that page's inline scripts.
    const pages = [...filesOf(dist).entries()].filter(([file]) => file.endsWith('.html'));
    expect(
      pages.flatMap(([file, html]) => pagePolicyProblems(html.toString()).map((p) => `${file}: ${p}`)),
    ).toEqual([]);
  }, 300_000);

  it('writes the same files when one worker does all the work', () => {
    // By default the pool has a worker per core: the crawler files and the pages are made side by side.
    const single = path.join(tmp, 'single-process');
    prerender(single, undefined, { WORKERS: '1' });
    expectSameFiles(single, cold());
    expectSameFiles(dist, cold());
  }, 120_000);

  it('writes the same files, cold and warm, whatever the size of the pool', () => {
    // The pages are shared out among the workers; the size of the pool changes nothing in the output.
    const children = { WORKERS: '3' };
    const coldChildren = path.join(tmp, 'cold-children');
    expect(prerender(coldChildren, undefined, children).rendered).toBe(total);
    expectSameFiles(dist, coldChildren);
    expect(warmBuild('warm-children', children).rendered).toBe(0);
    expectSameFiles(dist, coldChildren);
    // The pages every worker copied are recorded too: the next warm run reuses every page.
    expect(warmBuild('warm-after-children').rendered).toBe(0);
  }, 180_000);

  it('never reuses an output file that was changed after the build wrote it', () => {
    appendFileSync(path.join(dist, 'images.html'), '<!-- changed by hand -->');
    expect(warmBuild('out-tampered').rendered).toBe(1);
    expect(readFileSync(path.join(dist, 'images.html'), 'utf8')).not.toContain('changed by hand');
    expectSameFiles(dist, cold());
  }, 120_000);
});
