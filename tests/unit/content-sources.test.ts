import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { editUrlOf } from '~/config/repository.server';
import { checkSource, fileLabel, parseSourcesFile } from '../../content-schema/shared/content-sources';
import { resolveSettings } from '../../content-schema/shared/settings';

const COMMIT = '0123456789abcdef0123456789abcdef01234567';
const SHA = 'ab'.repeat(32);
const ROOT = '/project';
const GIT = 'https://example.org/docs.git';
const TARBALL = 'https://example.org/docs.tar.gz';

/** The settings of a project at ROOT with a CONTENT_SOURCES file of `sources`. */
function settingsWith(sources: unknown, env: Record<string, string> = {}) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'rslib-sources-unit-')), 'sources.json');
  writeFileSync(file, JSON.stringify(sources));
  return resolveSettings({ CONTENT_SOURCES: file, ...env }, ROOT);
}

describe('a declared source is checked field by field, with where it is declared', () => {
  it('needs exactly one kind', () => {
    expect(() => checkSource({ git: 'x', tarball: 'y' }, 'here')).toThrow(
      'here: give exactly one of "folder", "git" or "tarball" (got git, tarball)',
    );
    expect(() => checkSource({}, 'here')).toThrow('(got none)');
  });
  it('refuses a field the kind does not have (a typo)', () => {
    expect(() => checkSource({ git: 'x', commit: COMMIT, branch: 'main' }, 'here')).toThrow(
      'here: "branch" is not a field of a git source (its fields: git, commit, ref, path)',
    );
  });
  it('a git source needs a full commit: a branch or tag is not reproducible', () => {
    expect(() => checkSource({ git: GIT, commit: 'v1.0.0' }, 'here')).toThrow(
      'here: "commit" must be a full 40-hex commit (got "v1.0.0"): a branch or tag is not reproducible. Run `npm run content:fetch -- --update` to resolve v1.0.0 to its commit and write it here.',
    );
    expect(() => checkSource({ git: GIT, ref: 'main' }, 'here')).toThrow(/resolve main to its commit/);
    expect(checkSource({ git: GIT, ref: 'main' }, 'here', { pinned: false })).toEqual({
      git: GIT,
      ref: 'main',
    });
  });
  it('a tarball needs its sha256; a path stays inside the source', () => {
    expect(() => checkSource({ tarball: TARBALL, sha256: 'abc' }, 'here')).toThrow(
      /"sha256" must be the 64-hex SHA-256/,
    );
    expect(() => checkSource({ tarball: TARBALL, sha256: SHA, path: '../up' }, 'here')).toThrow(
      '"path" is a folder inside the source, without ".." (got "../up")',
    );
  });
  it('a CONTENT_SOURCES file: JSON keyed by the versions of the site', () => {
    expect(() => parseSourcesFile('{', 'f.json', ['1.0'])).toThrow(
      /CONTENT_SOURCES \(f\.json\) is not valid JSON/,
    );
    expect(() => parseSourcesFile('{"2.0": {"folder": "x"}}', 'f.json', ['1.0', '0.11'])).toThrow(
      'CONTENT_SOURCES (f.json): "2.0" is not a version of the site (its versions: 1.0, 0.11)',
    );
  });
});

describe('a sources file is data, never arguments', () => {
  const git = (url: string) => () => checkSource({ git: url, commit: COMMIT }, 'here');
  it('takes https, ssh (also user@host:path), git and file URLs', () => {
    for (const url of [
      GIT,
      'ssh://git@example.org/docs.git',
      'git@github.com:acme/docs.git',
      'git://127.0.0.1:9418/docs.git',
      'file:///srv/docs.git',
    ])
      expect(git(url)()).toEqual({ git: url, commit: COMMIT });
  });
  it('refuses what git would read as an option or a program, and plain paths', () => {
    expect(git('--upload-pack=touch ran;true')).toThrow(
      'here: "git" starts with "-", which git would read as an option (got "--upload-pack=touch ran;true"). Use an https://, ssh://, git:// or file:/// URL, or user@host:path for ssh.',
    );
    expect(git('ext::sh -c touch% ran')).toThrow(
      '"git" names a git remote helper ("…::"), which runs a program',
    );
    expect(git('fd::17')).toThrow('names a git remote helper');
    expect(git('ssh://-oProxyCommand=touch%20ran/x')).toThrow(
      '"git" has a host or user that does not start with a letter or digit',
    );
    expect(git('ssh://-oProxy@example.org/x')).toThrow('has a host or user that does not start');
    expect(git('http://example.org/docs.git')).toThrow(
      '"git" uses the transport "http://", which is not allowed',
    );
    expect(git('/srv/docs.git')).toThrow(
      '"git" is not a URL with a transport (a plain path is not taken: write file:///absolute/path)',
    );
    expect(git('../docs')).toThrow('a plain path is not taken');
    expect(git('file://host/srv/docs.git')).toThrow('is a file URL with a host');
  });
  it('refuses a ref or an unpinned commit that starts with "-"', () => {
    expect(() => checkSource({ git: GIT, commit: COMMIT, ref: '--upload-pack=x' }, 'here')).toThrow(
      'here: "ref" starts with "-" (got "--upload-pack=x"): name a branch, a tag or a commit.',
    );
    expect(() => checkSource({ git: GIT, commit: '--upload-pack=x' }, 'here', { pinned: false })).toThrow(
      '"commit" starts with "-"',
    );
  });
  it('a tarball is downloaded over HTTP(S) only', () => {
    expect(() => checkSource({ tarball: 'file:///etc/passwd', sha256: SHA }, 'here')).toThrow(
      '"tarball" is not an http(s) URL (got "file:///etc/passwd"). Use the https:// URL of the .tar.gz.',
    );
  });
});

describe('the settings of a build with fetched sources', () => {
  it('the exact form of the issue: a git source and a tarball, each with a sub-folder', () => {
    const settings = settingsWith({
      '1.0': { git: 'https://example.org/docs.git', commit: COMMIT, path: 'content' },
      '0.11': { tarball: 'https://example.org/docs-0.11.tar.gz', sha256: SHA, path: 'content' },
    });
    const [current, archived] = settings.versions;
    expect(current.source).toMatchObject({ kind: 'git', commit: COMMIT, path: 'content' });
    expect(current.dir).toBe(path.join(ROOT, '.content-cache', `git-${COMMIT}`, 'content'));
    expect(archived.dir).toBe(path.join(ROOT, '.content-cache', `tarball-${SHA}`, 'content'));
    // Contentlayer reads a staging folder of links, not content/.
    expect(path.dirname(settings.contentDir)).toBe(path.join(ROOT, '.content-cache'));
  });
  it('a version the file leaves out keeps its own folder; without a file nothing is staged', () => {
    const settings = settingsWith({ '0.11': { tarball: 'https://example.org/a.tar.gz', sha256: SHA } });
    expect(settings.versions[0].source).toEqual({
      kind: 'folder',
      dir: path.join(ROOT, 'content'),
      own: true,
    });
    expect(resolveSettings({}, ROOT).contentDir).toBe(path.join(ROOT, 'content'));
  });
  it('--local points a version at a folder, over the file', () => {
    const settings = settingsWith(
      { '0.11': { tarball: 'https://example.org/a.tar.gz', sha256: SHA } },
      { CONTENT_LOCAL: '0.11=../checkout/content' },
    );
    expect(settings.versions[1].source).toEqual({ kind: 'folder', dir: '/checkout/content', own: false });
    expect(() => resolveSettings({ CONTENT_LOCAL: '3.0=x' }, ROOT)).toThrow(
      /--local takes <version>=<folder>/,
    );
  });
});

describe('problems and edit links follow the source', () => {
  const settings = settingsWith(
    {
      '1.0': { git: 'https://github.com/acme/docs.git', commit: COMMIT, ref: 'main', path: 'site' },
      '0.11': { tarball: 'https://example.org/docs-0.11.tar.gz', sha256: SHA },
    },
    { SITE_REPOSITORY: 'https://github.com/acme/site' },
  );
  it('a file is named by version and source, or as content/… in its own folder', () => {
    expect(fileLabel('en/guide/start/quick-start.md', settings.versions, ROOT)).toBe(
      `1.0 (https://github.com/acme/docs.git @ ${COMMIT.slice(0, 7)}) en/guide/start/quick-start.md`,
    );
    expect(fileLabel('v0.11/zh/guide/x.md', settings.versions, ROOT)).toBe(
      `0.11 (https://example.org/docs-0.11.tar.gz @ sha256:${SHA.slice(0, 12)}) zh/guide/x.md`,
    );
    expect(fileLabel('v0.11/zh/guide/x.md', resolveSettings({}, ROOT).versions, ROOT)).toBe(
      'content/v0.11/zh/guide/x.md',
    );
  });
  it('edit links: the source repository at its branch; none from a tarball or without a branch', () => {
    expect(editUrlOf('zh/guide/x.md', settings)).toBe(
      'https://github.com/acme/docs/edit/main/site/zh/guide/x.md',
    );
    expect(editUrlOf('v0.11/en/guide/x.md', settings)).toBeUndefined();
    const unbranched = settingsWith({ '1.0': { git: 'https://github.com/acme/docs.git', commit: COMMIT } });
    expect(editUrlOf('en/guide/x.md', unbranched)).toBeUndefined();
    const local = settingsWith({ '1.0': { git: 'file:///srv/docs.git', commit: COMMIT, ref: 'main' } });
    expect(editUrlOf('en/guide/x.md', local)).toBeUndefined();
    // A version's own folder: this project's repository, as before.
    expect(
      editUrlOf(
        'v0.11/en/guide/x.md',
        resolveSettings({ SITE_REPOSITORY: 'https://github.com/acme/site' }, ROOT),
      ),
    ).toBe('https://github.com/acme/site/edit/main/content/v0.11/en/guide/x.md');
  });
});
