/**
 * The editor a deployer publishes: opted in by CMS_GITHUB_REPO only, with
 * its settings checked before any work, and a Decap configuration on the
 * GitHub backend whose collections reach every page of the repository's
 * own versions, where Decap's GitHub backend will look for them.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveSettings, type Settings } from '../../content-schema/shared/settings';
import { publishedDecapConfig } from '../../scripts/cms/published-config';
import { editorPolicy } from '../../scripts/build/published-editor';

type Collection = { name: string; folder?: string; path?: string; files?: { file: string }[] };

const settingsWith = (env: Record<string, string>) => resolveSettings({ ...process.env, ...env });

describe('the opt-in', () => {
  it('is off unless CMS_GITHUB_REPO names a repository', () => {
    expect(resolveSettings({}).publishedEditor).toBeUndefined();
    expect(settingsWith({ CMS_GITHUB_REPO: 'web-infra-dev/rslib-docs' }).publishedEditor).toEqual({
      repo: 'web-infra-dev/rslib-docs',
      branch: 'main',
      authBaseUrl: undefined,
      authEndpoint: undefined,
    });
  });
  it.each([
    [{ CMS_GITHUB_REPO: 'https://github.com/o/n' }, /owner\/name/],
    [{ CMS_GITHUB_REPO: '../o/n' }, /owner\/name/],
    [{ CMS_GITHUB_REPO: 'o/n', CMS_GITHUB_BRANCH: '--upload-pack=x' }, /not a branch name/],
    [{ CMS_GITHUB_REPO: 'o/n', CMS_AUTH_BASE_URL: 'javascript:alert(1)' }, /https URL/],
    [{ CMS_GITHUB_REPO: 'o/n', CMS_AUTH_BASE_URL: 'http://auth.example.com' }, /https URL/],
    [{ CMS_GITHUB_REPO: 'o/n', CMS_AUTH_BASE_URL: 'https://user:pw@auth.example.com' }, /https URL/],
    [{ CMS_GITHUB_REPO: 'o/n', CMS_AUTH_ENDPOINT: 'auth"><script>' }, /a path/],
    [{ CMS_AUTH_BASE_URL: 'https://auth.example.com' }, /without CMS_GITHUB_REPO/],
  ])('refuses %j before any work starts', (env, message) => {
    expect(() => resolveSettings(env)).toThrow(message);
  });
  it('takes an OAuth client over https, or on the loopback address', () => {
    const editor = settingsWith({
      CMS_GITHUB_REPO: 'o/n',
      CMS_GITHUB_BRANCH: 'docs',
      CMS_AUTH_BASE_URL: 'https://auth.example.com/',
      CMS_AUTH_ENDPOINT: '/oauth/authorize',
    }).publishedEditor!;
    expect(editor).toEqual({
      repo: 'o/n',
      branch: 'docs',
      authBaseUrl: 'https://auth.example.com',
      authEndpoint: 'oauth/authorize',
    });
    expect(editorPolicy(editor)).toContain(
      "connect-src 'self' https://api.github.com https://auth.example.com;",
    );
    expect(
      settingsWith({ CMS_GITHUB_REPO: 'o/n', CMS_AUTH_BASE_URL: 'http://127.0.0.1:8787' }).publishedEditor,
    ).toMatchObject({ authBaseUrl: 'http://127.0.0.1:8787' });
  });
});

describe('the published configuration', () => {
  const settings = settingsWith({ CMS_GITHUB_REPO: 'o/n' });
  const config = publishedDecapConfig(settings, settings.publishedEditor!);
  const collections = config.collections as unknown as Collection[];

  it('saves through GitHub pull requests', () => {
    expect(config.backend).toEqual({ name: 'github', repo: 'o/n', branch: 'main' });
    expect(config.publish_mode).toBe('editorial_workflow');
    expect(JSON.stringify(config)).not.toMatch(/proxy|_cms\//);
  });

  it('lists every page of every version and language where Decap’s GitHub backend looks, and both navigation files', () => {
    const listed = new Set<string>();
    for (const c of collections) {
      if (c.files) for (const f of c.files) listed.add(f.file);
      if (!c.folder) continue;
      // What the backend lists: the folder's .md files at most as deep as `path` has segments.
      const depth = c.path!.split('/').length;
      for (const e of readdirSync(path.join(settings.root, c.folder), {
        recursive: true,
        withFileTypes: true,
      })) {
        const file = path.relative(settings.root, path.join(e.parentPath, e.name)).split(path.sep).join('/');
        if (e.isFile() && file.endsWith('.md') && file.slice(c.folder.length + 1).split('/').length <= depth)
          listed.add(file);
      }
    }
    const pages = readdirSync(settings.contentDir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.(md|yaml)$/.test(e.name))
      .map((e) => path.relative(settings.root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
      // The home pages are the landing's: the dev editor leaves them out too.
      .filter((file) => !/(^|\/)(en|zh)\/index\.md$/.test(file));
    expect(pages.length).toBeGreaterThan(200);
    expect(pages.filter((file) => !listed.has(file))).toEqual([]);
    expect(collections.map((c) => c.name)).toEqual(
      expect.arrayContaining(['guide', 'guide-zh', 'config-zh-v0.11']),
    );
  });

  it('leaves out a version whose pages are fetched from elsewhere', () => {
    const fetched: Settings = {
      ...settings,
      versions: settings.versions.map((v) =>
        v.current
          ? v
          : { ...v, source: { ...v.source, kind: 'git' } as Settings['versions'][number]['source'] },
      ),
    };
    const names = (publishedDecapConfig(fetched, settings.publishedEditor!).collections as Collection[]).map(
      (c) => c.name,
    );
    expect(names.some((n) => n.endsWith('-v0.11'))).toBe(false);
    expect(names).toContain('guide');
  });
});
