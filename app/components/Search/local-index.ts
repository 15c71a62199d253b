import { createLocalIndex, createLocalSearchClient, type LocalIndex } from '~/lib/search/local-client';
import { withBase } from '~/lib/base-path';
import { localIndexUrl } from '~/lib/search/config';
import type { SearchRecord } from '~/lib/search/types';

const indexes = new Map<string, Promise<LocalIndex>>();

/** The local index of a language, fetched and built once, on the first search. */
function loadIndex(lang: string): Promise<LocalIndex> {
  let index = indexes.get(lang);
  if (!index) {
    index = fetch(withBase(localIndexUrl(lang)))
      .then((response) => {
        if (!response.ok) throw new Error(`Search index ${localIndexUrl(lang)}: HTTP ${response.status}`);
        return response.json() as Promise<SearchRecord[]>;
      })
      .then(createLocalIndex);
    // A failed load is retried on the next search instead of being cached.
    index.catch(() => indexes.delete(lang));
    indexes.set(lang, index);
  }
  return index;
}

export const localSearchClient = (lang: string) => createLocalSearchClient(() => loadIndex(lang));
