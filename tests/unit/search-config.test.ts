import { describe, expect, it } from 'vitest';
import { searchConfigFromEnv } from '../../content-schema/shared/settings';

describe('searchConfigFromEnv', () => {
  it('uses the local index when no Algolia credentials are set', () => {
    expect(searchConfigFromEnv({})).toEqual({ mode: 'local' });
  });
  it('uses Algolia with both credentials, the index defaulting to lib', () => {
    expect(searchConfigFromEnv({ DOCSEARCH_APP_ID: 'TICGXW7OMD', DOCSEARCH_API_KEY: 'k' })).toEqual({
      mode: 'algolia',
      appId: 'TICGXW7OMD',
      apiKey: 'k',
      indexName: 'lib',
    });
  });
  it('names the missing credential when only one is set', () => {
    expect(() => searchConfigFromEnv({ DOCSEARCH_APP_ID: 'TICGXW7OMD' })).toThrow(
      /DOCSEARCH_API_KEY \(the Algolia search API key\) is missing/,
    );
    expect(() => searchConfigFromEnv({ DOCSEARCH_API_KEY: 'k' })).toThrow(
      /DOCSEARCH_APP_ID \(the Algolia application id\) is missing/,
    );
  });
});
