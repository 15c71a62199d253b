import { describe, expect, it } from 'vitest';
import { editRepositoryFrom, repositoryWebUrl } from '../../content-schema/shared/settings';
import packageJson from '../../package.json';

describe('the repository of the edit links', () => {
  it('defaults to the repository field of package.json and the branch main', () => {
    expect(editRepositoryFrom({})).toEqual({
      url: repositoryWebUrl(packageJson.repository),
      branch: 'main',
    });
    expect(repositoryWebUrl(packageJson.repository)).toMatch(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/);
  });

  it('follows a GitHub Actions run: its server, repository and branch', () => {
    const push = {
      GITHUB_SERVER_URL: 'https://github.example.com',
      GITHUB_REPOSITORY: 'acme/docs',
      GITHUB_REF_TYPE: 'branch',
      GITHUB_REF_NAME: 'release',
    };
    expect(editRepositoryFrom(push)).toEqual({
      url: 'https://github.example.com/acme/docs',
      branch: 'release',
    });
    // A pull request builds a merge ref; its source branch is the one to edit.
    expect(editRepositoryFrom({ ...push, GITHUB_REF_NAME: '12/merge', GITHUB_HEAD_REF: 'fix-typo' })).toEqual(
      {
        url: 'https://github.example.com/acme/docs',
        branch: 'fix-typo',
      },
    );
    // A tag is not a branch one can edit on.
    expect(editRepositoryFrom({ ...push, GITHUB_REF_TYPE: 'tag', GITHUB_REF_NAME: 'v1' }).branch).toBe(
      'main',
    );
  });

  it('takes an explicit SITE_REPOSITORY and SITE_BRANCH over everything', () => {
    expect(
      editRepositoryFrom({
        SITE_REPOSITORY: 'git@gitlab.com:team/site.git',
        SITE_BRANCH: 'docs',
        GITHUB_REPOSITORY: 'acme/docs',
      }),
    ).toEqual({ url: 'https://gitlab.com/team/site', branch: 'docs' });
  });

  it('reads the forms npm allows in package.json', () => {
    expect(repositoryWebUrl('github:owner/name')).toBe('https://github.com/owner/name');
    expect(repositoryWebUrl('owner/name')).toBe('https://github.com/owner/name');
    expect(repositoryWebUrl({ url: 'git+https://github.com/owner/name.git' })).toBe(
      'https://github.com/owner/name',
    );
    expect(repositoryWebUrl('ssh://git@github.com/owner/name.git')).toBe('https://github.com/owner/name');
    expect(() => repositoryWebUrl('not a url')).toThrow(/must be a web URL/);
  });
});
