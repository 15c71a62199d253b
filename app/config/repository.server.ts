import path from 'node:path';
import { repositoryWebUrl, type Settings } from '../../content-schema/shared/settings';
import { sourceParts } from '~/lib/routes';
import { siteSettings } from '~/lib/settings.server';

/** A git URL's web page, when it has one (`https://…`, `git@host:…`, `ssh://git@host/…`); not for a path or `file://`. */
function webUrlOf(url: string): string | undefined {
  if (!/^(https?:\/\/|git@|ssh:\/\/git@|git:\/\/)/.test(url)) return undefined;
  try {
    return repositoryWebUrl(url);
  } catch {
    return undefined;
  }
}

/**
 * The edit link of a page made from `sourceFilePath` (relative to the content
 * folder), `<repository>/edit/<branch>/<path of the file there>`:
 * - from a version's folder inside this project, this project's repository
 *   and branch (the settings);
 * - from a git source with a web URL and a branch (`ref`), that repository at
 *   that branch, under its `path`;
 * - otherwise (a folder outside the project, a tarball, a git source without
 *   a web URL or a branch) undefined: no edit link rather than one to a file
 *   that does not exist.
 */
export function editUrlOf(
  sourceFilePath: string,
  { root, versions, repository }: Pick<Settings, 'root' | 'versions' | 'repository'> = siteSettings(),
): string | undefined {
  const { version, lang, rest } = sourceParts(sourceFilePath);
  const source = versions.find((v) => v.name === version)?.source;
  if (!source || source.kind === 'tarball') return undefined;
  if (source.kind === 'git') {
    const web = webUrlOf(source.url);
    if (!web || !source.ref) return undefined;
    return `${web}/edit/${source.ref}/${path.posix.join(source.path, lang, rest)}`;
  }
  const inRepository = path.relative(root, source.dir);
  if (inRepository.startsWith('..') || path.isAbsolute(inRepository)) return undefined;
  const file = path.posix.join(inRepository.split(path.sep).join('/'), lang, rest);
  return `${repository.url}/edit/${repository.branch}/${file}`;
}
