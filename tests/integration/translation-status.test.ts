/**
 * The translation status (scripts/translations/status.ts) of content trees in
 * scratch git repositories with a history written for the test: an English
 * page changed after its twin, a typo fix marked `Translation: not-needed`,
 * a twin translated on a branch and merged, a twin removed, pages not
 * committed yet; the same tree outside git, in a shallow clone, and as a git
 * source whose cached repository holds its history or only its commit; and
 * `npm run content:translations [-- --strict]` on them.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envWith, resolveSettings } from '../../content-schema/shared/settings';
import { CURRENT_VERSION } from '../../content-schema/shared/versions';
import { translationStatus, type TranslationRow } from '../../scripts/translations/status';
import { gitDatedBy } from '../helpers/git';

const work = mkdtempSync(path.join(tmpdir(), 'rslib-translations-'));
const at = (...parts: string[]) => path.join(work, ...parts);
const repo = at('repo');

let clock = Date.UTC(2026, 0, 1) / 1000;
/** Each git command a second after the last, so the commits' dates follow their order. */
const git = gitDatedBy(() => `${clock++} +0000`);

const page = (title: string, line: string) => `---\ntitle: ${title}\n---\n\n# ${title}\n\n${line}\n`;

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  writeFileSync(path.join(repo, file), text);
}

const head = () => git(repo, 'rev-parse', 'HEAD');
const dateOf = (commit: string) => git(repo, 'show', '-s', '--format=%cI', commit);
const commits: Record<string, string> = {};

/** The status of a content folder read as this project's own (CONTENT_DIR), or with a CONTENT_SOURCES file. */
function statusOf(env: Record<string, string>): Promise<TranslationRow[]> {
  return translationStatus(resolveSettings(envWith(env), process.cwd()));
}

const byPage = (rows: TranslationRow[]) => Object.fromEntries(rows.map((r) => [r.page, r]));

beforeAll(() => {
  git(work, 'init', '-q', '-b', 'main', repo);
  for (const name of ['changed', 'typo', 'merged', 'removed', 'zh-typo'])
    for (const lang of ['en', 'zh']) write(`content/${lang}/guide/${name}.md`, page(name, `${lang} first`));
  for (const lang of ['en', 'zh']) write(`content/v0.11/${lang}/guide/old.md`, page('old', `${lang} first`));
  git(repo, 'add', '-A');
  git(repo, 'commit', '-qm', 'Both languages');
  commits.first = head();

  // An English page rewritten after its twin: outdated.
  write('content/en/guide/changed.md', page('changed', 'A new section'));
  git(repo, 'commit', '-qam', 'Rewrite a page');
  commits.changed = head();

  // A typo fix that says it needs no translation: the twin stays up to date.
  write('content/en/guide/typo.md', page('typo', 'en first.'));
  git(repo, 'commit', '-qam', 'Fix a typo', '-m', 'Translation: not-needed');

  // English changed on main, the twin translated on a branch and merged after: up to date.
  write('content/en/guide/merged.md', page('merged', 'en second'));
  git(repo, 'commit', '-qam', 'Change the English page');
  git(repo, 'checkout', '-qb', 'translate');
  write('content/zh/guide/merged.md', page('merged', '中文第二版'));
  git(repo, 'commit', '-qam', 'Translate the change');
  commits.translated = head();
  git(repo, 'checkout', '-q', 'main');
  git(repo, 'merge', '-q', '--no-ff', '-m', 'Merge the translation', 'translate');

  // An English change, then a Chinese commit marked not needed: it does not bring the twin up to date.
  write('content/en/guide/zh-typo.md', page('zh-typo', 'en second'));
  git(repo, 'commit', '-qam', 'Change the English page');
  write('content/zh/guide/zh-typo.md', page('zh-typo', '中文，修正标点'));
  git(repo, 'commit', '-qam', '修正标点', '-m', 'translation: Not-Needed');

  // A twin removed: missing.
  git(repo, 'rm', '-q', 'content/zh/guide/removed.md');
  git(repo, 'commit', '-qm', 'Remove a Chinese page');
  commits.last = head();

  // Written, not committed yet.
  write('content/en/guide/draft.md', page('draft', 'en'));
  write('content/zh/guide/draft.md', page('draft', '中文'));
}, 60_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the translation status of a folder in a git repository', () => {
  let rows: Record<string, TranslationRow>;
  beforeAll(async () => {
    rows = byPage(await statusOf({ CONTENT_DIR: path.join(repo, 'content') }));
  });

  it('an English page changed after its twin makes the twin outdated, with both last changes', () => {
    expect(rows['en/guide/changed.md']).toEqual({
      page: 'en/guide/changed.md',
      route: '/guide/changed',
      version: CURRENT_VERSION,
      en: { lastChanged: dateOf(commits.changed), commit: commits.changed },
      zh: { lastChanged: dateOf(commits.first), commit: commits.first },
      status: 'outdated',
    });
  });

  it('a commit with the trailer "Translation: not-needed" does not make the twin outdated', () => {
    expect(rows['en/guide/typo.md'].status).toBe('up-to-date');
    // Its last change that counts is still the first commit.
    expect(rows['en/guide/typo.md'].en.commit).toBe(commits.first);
  });

  it('a translation committed on a branch and merged after the English change is up to date', () => {
    expect(rows['en/guide/merged.md'].status).toBe('up-to-date');
    expect(rows['en/guide/merged.md'].zh.commit).toBe(commits.translated);
  });

  it('a Chinese commit so marked does not count as bringing the twin up to date', () => {
    expect(rows['en/guide/zh-typo.md'].status).toBe('outdated');
  });

  it('a removed twin is missing', () => {
    expect(rows['en/guide/removed.md']).toMatchObject({ status: 'missing', zh: { lastChanged: null } });
  });

  it('pages not committed yet are unknown, and say so', () => {
    expect(rows['en/guide/draft.md']).toMatchObject({
      status: 'unknown',
      reason: 'the English page is not committed yet',
    });
  });

  it('an archived version has rows of its own', () => {
    expect(rows['v0.11/en/guide/old.md']).toMatchObject({
      route: '/v0.11/guide/old',
      version: '0.11',
      status: 'up-to-date',
    });
  });
});

describe('without the history, the status is unknown and says why', () => {
  it('a folder outside any git repository', async () => {
    cpSync(path.join(repo, 'content'), at('loose/content'), { recursive: true });
    const rows = await statusOf({ CONTENT_DIR: at('loose/content') });
    expect(byPage(rows)['en/guide/changed.md']).toMatchObject({
      status: 'unknown',
      reason: 'its folder is not in a git repository',
      en: { lastChanged: null, commit: null },
    });
    // Whether a twin exists needs no history.
    expect(byPage(rows)['en/guide/removed.md'].status).toBe('missing');
  });

  it('a shallow clone', async () => {
    git(work, 'clone', '-q', '--depth=1', `file://${repo}`, at('shallow'));
    const rows = await statusOf({ CONTENT_DIR: at('shallow/content') });
    expect(byPage(rows)['en/guide/changed.md'].status).toBe('unknown');
    expect(byPage(rows)['en/guide/changed.md'].reason).toMatch(/shallow clone.*fetch-depth: 0/);
  });
});

describe('a version fetched from a git source', () => {
  const sourcesFile = at('sources.json');
  const cacheDir = at('cache');
  /** The settings of a build whose current version is the repository's `content` at the last commit. */
  const env = { CONTENT_SOURCES: sourcesFile, CONTENT_CACHE_DIR: cacheDir };
  beforeAll(() => {
    writeFileSync(
      sourcesFile,
      JSON.stringify({
        [CURRENT_VERSION]: { git: `file://${repo}`, commit: commits.last, ref: 'main', path: 'content' },
      }),
    );
  });

  /** The cache entry a fetch leaves: the checked-out tree and, beside it, the bare repository (`shallow`: as fetched at depth 1). */
  function cacheEntry(shallow: boolean) {
    const source = resolveSettings(envWith(env), process.cwd()).versions.find((v) => v.current)!.source;
    if (source.kind !== 'git') throw new Error('expected a git source');
    rmSync(source.tree, { recursive: true, force: true });
    rmSync(`${source.tree}.git`, { recursive: true, force: true });
    git(
      work,
      'clone',
      '-q',
      '--bare',
      ...(shallow ? ['--depth=1'] : []),
      `file://${repo}`,
      `${source.tree}.git`,
    );
    git(work, 'clone', '-q', repo, source.tree);
  }

  it('takes its history from the cached repository when that holds it', async () => {
    cacheEntry(false);
    const rows = byPage(await statusOf(env));
    expect(rows['en/guide/changed.md']).toMatchObject({
      status: 'outdated',
      en: { commit: commits.changed },
      zh: { commit: commits.first },
    });
    expect(rows['en/guide/typo.md'].status).toBe('up-to-date');
    expect(rows['en/guide/removed.md'].status).toBe('missing');
  });

  it('is unknown when the cache holds only the pinned commit (a fetch at depth 1)', async () => {
    cacheEntry(true);
    const rows = byPage(await statusOf(env));
    expect(rows['en/guide/changed.md']).toMatchObject({
      status: 'unknown',
      reason: 'it was fetched without its history (only the pinned commit is in the cache)',
    });
  });
});

describe('npm run content:translations', () => {
  const run = (args: string[], contentDir: string) =>
    spawnSync('node_modules/.bin/tsx', ['scripts/content-translations.ts', ...args], {
      encoding: 'utf8',
      env: envWith({ CONTENT_DIR: contentDir }),
    });

  it('prints the table: the Chinese page, both last changes and the status', () => {
    const result = run([], path.join(repo, 'content'));
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(
      new RegExp(
        `content/zh/guide/changed\\.md +2026-01-01 ${commits.changed.slice(0, 7)} +2026-01-01 ${commits.first.slice(0, 7)} +outdated`,
      ),
    );
    expect(result.stdout).toMatch(/content\/zh\/guide\/removed\.md +2026-01-01 \w{7} +- +missing/);
    expect(result.stdout).toContain('7 Chinese pages: 3 up to date, 2 outdated, 1 missing, 1 unknown.');
    expect(result.stdout).toContain(
      `unknown (1 page), version ${CURRENT_VERSION}: the English page is not committed yet`,
    );
  });

  it('--strict exits non-zero when a Chinese page is outdated or missing', () => {
    const result = run(['--strict'], path.join(repo, 'content'));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('--strict: 3 Chinese pages are outdated or missing.');
  });

  it('--strict passes when nothing can be judged, and prints why', () => {
    // The folder outside git, with its removed twin back: every page unknown.
    writeFileSync(at('loose/content/zh/guide/removed.md'), page('removed', '中文'));
    const result = run(['--strict'], at('loose/content'));
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(
      `unknown (6 pages), version ${CURRENT_VERSION}: its folder is not in a git repository`,
    );
  });
});
