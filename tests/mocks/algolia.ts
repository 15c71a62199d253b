import { http, HttpResponse } from 'msw';

/** Every Algolia host DocSearch may try for an application (the DSN host and the fallbacks). */
export const ALGOLIA_HOSTS =
  /^https:\/\/testapp(-dsn)?(-\d)?\.(algolia\.net|algolianet\.com)\/1\/indexes\/\*\/queries/i;

export interface RecordedQuery {
  url: URL;
  body: { requests: Record<string, unknown>[] };
}

const hit = (title: string, lvl2: string | null, url: string) => ({
  objectID: url,
  url: `https://rslib.rs${url}`,
  type: lvl2 ? 'lvl2' : 'lvl1',
  content: null,
  hierarchy: {
    lvl0: 'Lib Configurations',
    lvl1: title,
    lvl2,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  _highlightResult: {
    hierarchy: {
      lvl0: { value: 'Lib Configurations', matchLevel: 'none', matchedWords: [] },
      lvl1: {
        value: title.replace('format', '<mark>format</mark>'),
        matchLevel: 'full',
        matchedWords: ['format'],
      },
      ...(lvl2 ? { lvl2: { value: lvl2, matchLevel: 'none', matchedWords: [] } } : {}),
    },
  },
  _snippetResult: {
    hierarchy: { lvl1: { value: title.replace('format', '<mark>format</mark>'), matchLevel: 'full' } },
    content: { value: '', matchLevel: 'none' },
  },
});

/** Answers queries the way Algolia does: `format` finds two hits, anything else none. */
export function algoliaHandlers(recorded: RecordedQuery[]) {
  return [
    http.post(ALGOLIA_HOSTS, async ({ request }) => {
      const body = (await request.json()) as RecordedQuery['body'];
      recorded.push({ url: new URL(request.url), body });
      return HttpResponse.json({
        results: body.requests.map((r) => {
          const query = typeof r.query === 'string' ? r.query : '';
          const hits = query.includes('format')
            ? [
                hit('lib.format', null, '/config/lib/format'),
                hit('lib.format', 'Default value', '/config/lib/format#default-value'),
              ]
            : [];
          return {
            hits,
            nbHits: hits.length,
            page: 0,
            nbPages: 1,
            hitsPerPage: 20,
            processingTimeMS: 1,
            query,
            params: '',
            queryID: 'q-1',
            index: 'lib',
          };
        }),
      });
    }),
  ];
}
