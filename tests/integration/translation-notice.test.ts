/**
 * The notice on a built Chinese page whose English twin changed after it:
 * the fixture site (tests/fixtures/site) with a Chinese twin of one page, in
 * a scratch git repository where the English page is rewritten after both
 * were committed, prerendered with the server build of `npm run build`
 * (build/ must exist, as in `npm test`). Then the rewrite is marked as
 * needing no translation (its message only: no file changes) and a warm
 * prerender renders that page again, and only that page, without the notice.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureContent } from '../helpers/build-fixture-content';
import { git as gitIn } from '../helpers/git';
import { warmPrerender } from '../helpers/prerender-child';

const tmp = mkdtempSync(path.join(tmpdir(), 'rslib-translation-notice-'));
const content = path.join(tmp, 'content');
const dist = path.join(tmp, 'dist');
let generated = '';

const git = (...args: string[]) => gitIn(content, ...args);

// React separates the sentence and the space after it with an empty comment.
/** A prerender over the previous `dist` (its page records on), then `dist` replaced by its output. */
const warmBuild = (name: string) =>
  warmPrerender(
    { generatedDir: generated, cacheDir: path.join(tmp, 'cache'), env: { CONTENT_DIR: content } },
    dist,
    path.join(tmp, name),
  );

const NOTICE =
  /<p class="rs-translation-notice" role="note">([^<]*)(?:<!-- -->)? ?<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a><\/p>/;
const html = (file: string) => readFileSync(path.join(dist, file), 'utf8');

describe('an outdated Chinese page on the built site', () => {
  beforeAll(async () => {
    if (!existsSync('build/server/index.js')) throw new Error('build/ is missing: run npm run build first');
    cpSync('tests/fixtures/site', content, { recursive: true });
    writeFileSync(
      path.join(content, 'zh/no-outline.md'),
      '---\ntitle: 无目录\noutline: false\n---\n\n# 无目录\n\n## 隐藏的标题 {#hidden}\n\n一些文字。\n',
    );
    git('init', '-q', '-b', 'main');
    git('add', '-A');
    git('commit', '-qm', 'The fixture site, with a Chinese twin of no-outline');
    const english = path.join(content, 'en/no-outline.md');
    writeFileSync(english, readFileSync(english, 'utf8').replace('Text.', 'Text, rewritten.'));
    git('commit', '-qam', 'Rewrite the English page');
    const built = await buildFixtureContent(content);
    if (built.code !== 0) throw new Error(built.output);
    generated = built.generatedDir;
    warmBuild('dist-first');
  }, 300_000);
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('says so in Chinese above the title, with a link to the English page that exists', () => {
    const page = html('zh/no-outline.html');
    const notice = NOTICE.exec(page);
    expect(notice?.[1].trim()).toBe('本页翻译可能已过时：英文原文在翻译之后有过修改。');
    expect(notice?.[3]).toBe('阅读英文原文');
    expect(notice?.[2]).toBe('/no-outline');
    expect(existsSync(path.join(dist, `${notice![2]}.html`))).toBe(true);
    expect(notice?.[0]).toMatch(/hreflang="en"/i);
    // Outside the Markdown body, before its h1.
    expect(page.indexOf('rs-translation-notice')).toBeLessThan(page.indexOf('<h1'));
    expect(page.match(/rs-translation-notice"/g)).toHaveLength(1);
    // In the page's data too, so a client navigation shows it.
    expect(readFileSync(path.join(dist, 'zh/no-outline.data'), 'utf8')).toContain('translationOutdated');
  });

  it('is on no other page', () => {
    expect(html('no-outline.html')).not.toContain('rs-translation-notice');
    expect(html('zh/index.html')).not.toContain('rs-translation-notice');
  });

  it('goes once the English change is marked as needing no translation, and only that page is rendered again', () => {
    git('commit', '-q', '--amend', '-m', 'Reword the English page', '-m', 'Translation: not-needed');
    expect(warmBuild('dist-warm').rendered).toBe(1);
    expect(html('zh/no-outline.html')).not.toContain('rs-translation-notice');
  }, 120_000);
});
