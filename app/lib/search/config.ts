/** Which search the dialog uses is a setting of the build (content-schema/shared/settings.ts). */
export type { SearchConfig } from '../../../content-schema/shared/settings';

/** Where the local index of a language is published. */
export const localIndexUrl = (lang: string) => `/search/index.${lang}.json`;
