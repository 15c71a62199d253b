// @vitest-environment jsdom
import { createRemixStub } from '@remix-run/testing';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import SearchModal from '~/components/Search/SearchModal';
import { I18nProvider } from '~/i18n/I18nProvider';
import type { SearchConfig } from '~/lib/search/config';
import { ALGOLIA_HOSTS, algoliaHandlers, type RecordedQuery } from '../mocks/algolia';

const recorded: RecordedQuery[] = [];
const server = setupServer(...algoliaHandlers(recorded));
const config: SearchConfig = { mode: 'algolia', appId: 'TESTAPP', apiKey: 'search-key', indexName: 'lib' };

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // jsdom has no scrolling; the dialog restores the scroll position on close.
  window.scrollTo = () => {};
  // jsdom has no media queries: a wide screen.
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  recorded.length = 0;
  localStorage.clear();
});
afterAll(() => server.close());

function openDialog(lang: 'en' | 'zh' = 'en', at = '/') {
  const Stub = createRemixStub([
    {
      path: '*',
      Component: () => (
        <I18nProvider lang={lang}>
          <SearchModal config={config} onClose={() => {}} />
        </I18nProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={[at]} />);
  return screen.findByRole('searchbox');
}

async function type(query: string) {
  const input = await screen.findByRole('searchbox');
  await act(() => {
    fireEvent.input(input, { target: { value: query } });
    return Promise.resolve();
  });
}

describe('the search dialog against Algolia (msw)', () => {
  it('POSTs the DocSearch payload with the credentials as query parameters and the language and version facets', async () => {
    await openDialog('zh');
    await type('format');
    await waitFor(() => expect(recorded.length).toBeGreaterThan(0));
    const { url, body } = recorded.at(-1)!;
    expect(url.pathname).toBe('/1/indexes/*/queries');
    expect(url.searchParams.get('x-algolia-application-id')).toBe('TESTAPP');
    expect(url.searchParams.get('x-algolia-api-key')).toBe('search-key');
    const request = body.requests[0];
    const params = { ...request, ...(typeof request.params === 'object' ? request.params : {}) } as Record<
      string,
      unknown
    >;
    expect(params.indexName ?? request.indexName).toBe('lib');
    expect(params.query).toBe('format');
    expect(params.attributesToRetrieve).toEqual(
      expect.arrayContaining([
        'hierarchy.lvl0',
        'hierarchy.lvl1',
        'hierarchy.lvl2',
        'hierarchy.lvl3',
        'hierarchy.lvl4',
        'hierarchy.lvl5',
        'hierarchy.lvl6',
        'content',
        'type',
        'url',
      ]),
    );
    expect(params.attributesToSnippet).toEqual(
      expect.arrayContaining([expect.stringMatching(/^content:\d+$/)]),
    );
    expect(params.snippetEllipsisText).toBe('…');
    expect(params.highlightPreTag).toBe('<mark>');
    expect(params.highlightPostTag).toBe('</mark>');
    expect(params.hitsPerPage).toBe(20);
    expect(params.attributesToSnippet).toContain('content:10');
    expect(params.facetFilters).toEqual(['lang:zh', 'version:1.0']);
    expect(params.clickAnalytics).toBe(true);
  });

  it('filters on the version of the page being read', async () => {
    await openDialog('zh', '/v0.11/zh/guide/start/quick-start');
    await type('format');
    await waitFor(() => expect(recorded.length).toBeGreaterThan(0));
    const request = recorded.at(-1)!.body.requests[0];
    const params = { ...request, ...(typeof request.params === 'object' ? request.params : {}) };
    expect(params.facetFilters).toEqual(['lang:zh', 'version:0.11']);
  });

  it('renders the hits, with their site-relative URLs', async () => {
    await openDialog();
    await type('format');
    const links = await screen.findAllByRole('option');
    expect(links.length).toBeGreaterThan(0);
    expect(document.querySelector('.DocSearch-Hit a')?.getAttribute('href')).toBe('/config/lib/format');
    expect(document.querySelector('.DocSearch-Hit mark')?.textContent).toBe('format');
  });

  it('reads "No recent searches" on the start screen with no history, in both languages, and hides it while searching', async () => {
    await openDialog();
    expect(await screen.findByText('No recent searches')).toBeTruthy();
    await type('format');
    await screen.findAllByRole('option');
    expect(screen.queryByText('No recent searches')).toBeNull();
    await type('');
    expect(await screen.findByText('No recent searches')).toBeTruthy();
    cleanup();
    await openDialog('zh');
    expect(await screen.findByText('没有搜索历史')).toBeTruthy();
  });

  it('shows the recent searches instead when there are some', async () => {
    const hit = {
      objectID: 'r1',
      url: '/config/lib/format',
      type: 'lvl1',
      content: null,
      hierarchy: { lvl0: 'Config', lvl1: 'lib.format' },
    };
    localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__lib', JSON.stringify([hit]));
    await openDialog();
    expect(await screen.findByText('Recent')).toBeTruthy();
    expect(screen.queryByText('No recent searches')).toBeNull();
  });

  it('says so when nothing matches', async () => {
    await openDialog();
    await type('webpack5');
    expect(await screen.findByText(/No results for/)).toBeTruthy();
    expect(document.querySelector('.DocSearch-NoResults')?.textContent).toContain(
      'No results for "webpack5"',
    );
  });

  it('surfaces a 4xx answer as an error carrying its status, without trying other hosts', async () => {
    const errors: { name: string; status?: number }[] = [];
    const record = (e: { name: string; status?: number }) => errors.push(e);
    process.on('unhandledRejection', record);
    let calls = 0;
    server.use(
      http.post(ALGOLIA_HOSTS, () => {
        calls++;
        return HttpResponse.json({ message: 'Invalid API key', status: 403 }, { status: 403 });
      }),
    );
    try {
      await openDialog();
      await type('format');
      expect(await screen.findByText('Unable to fetch results')).toBeTruthy();
      await waitFor(() =>
        expect(errors).toContainEqual(expect.objectContaining({ name: 'ApiError', status: 403 })),
      );
      expect(calls).toBe(1);
    } finally {
      process.off('unhandledRejection', record);
    }
  });

  it('shows the error screen when every host fails', async () => {
    server.use(http.post(ALGOLIA_HOSTS, () => HttpResponse.error()));
    await openDialog();
    await type('format');
    expect(await screen.findByText('Unable to fetch results', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('You might want to check your network connection.')).toBeTruthy();
  });
});
