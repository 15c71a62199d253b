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
 * The sharded local index of a version's language: its top-level file on the
 * first search, then the shards each query needs (`sharded-client.ts`).
 */
function loadIndex(lang: string, version: string): Promise<ShardedSearch> {
  const url = localIndexUrl(lang, version);
  let index = indexes.get(url);
  if (!index) {
    index = ShardedSearch.load(url, fetchJson);
    // A failed load is retried on the next search instead of being cached.
    index.catch(() => indexes.delete(url));
    indexes.set(url, index);
  }
  return index;
}

export const localSearchClient = (lang: string, version: string) =>
  createLocalSearchClient(() => loadIndex(lang, version));
