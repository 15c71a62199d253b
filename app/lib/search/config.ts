/** Which search the dialog uses, decided at build time from the environment. */
export type SearchConfig =
  { mode: 'local' } | { mode: 'algolia'; appId: string; apiKey: string; indexName: string };

const SEARCH_ENV = {
  appId: 'DOCSEARCH_APP_ID',
  apiKey: 'DOCSEARCH_API_KEY',
  indexName: 'DOCSEARCH_INDEX_NAME',
} as const;

/**
 * Algolia when both the application id and the search API key are set, the
 * local index when neither is; one without the other is a mistake the build
 * reports by name.
 */
export function searchConfigFromEnv(env: Record<string, string | undefined>): SearchConfig {
  const appId = env[SEARCH_ENV.appId]?.trim();
  const apiKey = env[SEARCH_ENV.apiKey]?.trim();
  if (!appId && !apiKey) return { mode: 'local' };
  if (!appId)
    throw new Error(
      `Search: ${SEARCH_ENV.appId} (the Algolia application id) is missing; ${SEARCH_ENV.apiKey} is set.`,
    );
  if (!apiKey)
    throw new Error(
      `Search: ${SEARCH_ENV.apiKey} (the Algolia search API key) is missing; ${SEARCH_ENV.appId} is set.`,
    );
  return { mode: 'algolia', appId, apiKey, indexName: env[SEARCH_ENV.indexName]?.trim() || 'lib' };
}

/** Where the local index of a language is published. */
export const localIndexUrl = (lang: string) => `/search/index.${lang}.json`;
