/** Which search the dialog uses is a setting of the build (content-schema/shared/settings.ts). */
export type { SearchConfig } from '../../../content-schema/shared/settings';

import { CURRENT_VERSION, archiveFolder } from '../../../content-schema/shared/versions';

/** The local index of a version's language, by name: `en`, or `v0.11-en` for an archived version. */
export const localIndexName = (lang: string, version = CURRENT_VERSION) =>
  version === CURRENT_VERSION ? lang : `${archiveFolder(version)}-${lang}`;

/** Where the local index of a version's language is published: `/search/index.en.json`, `/search/index.v0.11-en.json`. */
export const localIndexUrl = (lang: string, version = CURRENT_VERSION) =>
  `/search/index.${localIndexName(lang, version)}.json`;
