import path from 'node:path';
import packageJson from '../../package.json';

/**
 * The repository this site's own content lives in, for the "Edit this page"
 * links: `<url>/edit/<branch>/<path of the file in the repository>`.
 *
 * By default the `repository` field of package.json (the npm convention) and
 * the branch `main`. Where the site is deployed it is overridden: explicitly
 * with SITE_REPOSITORY (a web URL) and SITE_BRANCH, or, in a GitHub Actions
 * run, from the variables GitHub sets (GITHUB_SERVER_URL, GITHUB_REPOSITORY,
 * and the branch being built: GITHUB_HEAD_REF for a pull request,
 * GITHUB_REF_NAME for a push to a branch).
 */
export interface EditRepository {
  /** The repository's web URL, without a trailing slash: `https://github.com/owner/name`. */
  url: string;
  branch: string;
}

/** `git+https://github.com/o/n.git` or `github:o/n` -> `https://github.com/o/n`. */
export function repositoryWebUrl(field: string | { url?: string } | undefined): string {
  const raw = typeof field === 'string' ? field : (field?.url ?? '');
  const shorthand = /^(?:github:)?([\w.-]+\/[\w.-]+)$/.exec(raw);
  const url = shorthand ? `https://github.com/${shorthand[1]}` : raw;
  const web = url
    .replace(/^git\+/, '')
    .replace(/^git:\/\//, 'https://')
    .replace(/^ssh:\/\/git@([^/]+)\//, 'https://$1/')
    .replace(/^git@([^:]+):/, 'https://$1/')
    .replace(/\.git$/, '')
    .replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+\/.+/.test(web)) {
    throw new Error(`The repository of the edit links must be a web URL (got "${raw}")`);
  }
  return web;
}

export function editRepositoryFrom(env: Record<string, string | undefined>): EditRepository {
  if (env.SITE_REPOSITORY) {
    return { url: repositoryWebUrl(env.SITE_REPOSITORY), branch: env.SITE_BRANCH || 'main' };
  }
  if (env.GITHUB_REPOSITORY) {
    const server = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
    const branch =
      env.SITE_BRANCH ||
      env.GITHUB_HEAD_REF ||
      (env.GITHUB_REF_TYPE === 'branch' ? env.GITHUB_REF_NAME : undefined) ||
      'main';
    return { url: `${server}/${env.GITHUB_REPOSITORY}`, branch };
  }
  return { url: repositoryWebUrl(packageJson.repository), branch: env.SITE_BRANCH || 'main' };
}

let resolved: EditRepository | undefined;
export const editRepository = (): EditRepository => (resolved ??= editRepositoryFrom(process.env));

/**
 * The edit link of a page made from `sourceFilePath` (relative to the content
 * folder), or undefined when the content folder is not inside this
 * repository: no edit link rather than one to a file that does not exist.
 */
export function editUrlOf(sourceFilePath: string, contentDir = process.env.CONTENT_DIR ?? 'content') {
  const inRepository = path.relative(process.cwd(), path.resolve(contentDir));
  if (inRepository.startsWith('..') || path.isAbsolute(inRepository)) return undefined;
  const { url, branch } = editRepository();
  const file = path.posix.join(inRepository.split(path.sep).join('/'), sourceFilePath);
  return `${url}/edit/${branch}/${file}`;
}
