import { createLocalSearchClient } from '~/lib/search/local-client';
import { ShardedSearch } from '~/lib/search/sharded-client';
import { withBase } from '~/lib/base-path';
import { localIndexUrl } from '~/lib/search/config';

const indexes = new Map<string, Promise<ShardedSearch>>();

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(withBase(url));
  if (!response.ok) throw new Error(`Search index ${url}: HTTP ${response.status}`);
  return response.json();
}

/**
 * The sharded local index of a language: its top-level file on the first
 * search, then the shards each query needs (`sharded-client.ts`).
 */
function loadIndex(lang: string): Promise<ShardedSearch> {
  let index = indexes.get(lang);
  if (!index) {
    index = ShardedSearch.load(localIndexUrl(lang), fetchJson);
    // A failed load is retried on the next search instead of being cached.
    index.catch(() => indexes.delete(lang));
    indexes.set(lang, index);
  }
  return index;
}

export const localSearchClient = (lang: string) => createLocalSearchClient(() => loadIndex(lang));
