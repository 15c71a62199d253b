import path from 'node:path';
import { siteSettings } from '~/lib/settings.server';

/**
 * The edit link of a page made from `sourceFilePath` (relative to the content
 * folder): `<repository>/edit/<branch>/<path of the file in the repository>`,
 * with the repository and branch of the settings. Undefined when the content
 * folder is not inside this repository: no edit link rather than one to a
 * file that does not exist.
 */
export function editUrlOf(sourceFilePath: string): string | undefined {
  const { root, contentDir, repository } = siteSettings();
  const inRepository = path.relative(root, contentDir);
  if (inRepository.startsWith('..') || path.isAbsolute(inRepository)) return undefined;
  const file = path.posix.join(inRepository.split(path.sep).join('/'), sourceFilePath);
  return `${repository.url}/edit/${repository.branch}/${file}`;
}
