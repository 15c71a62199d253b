import { DocSearchModal } from '@docsearch/react/modal';
import type { DocSearchTransformClient, InternalDocSearchHit, StoredDocSearchHit } from '@docsearch/react';
import { Link, useLocation, useNavigate } from '@remix-run/react';
import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { basePath, stripBase, withBase } from '~/lib/base-path';
import { useTranslation } from 'react-i18next';
import { splitRoute, type Lang } from '~/lib/routes';
import { localIndexName, type SearchConfig } from '~/lib/search/config';
import { LEVELS } from '~/lib/search/types';
import { localSearchClient } from './local-index';
import { NoRecentSearches } from './NoRecentSearches';
import { SearchError } from './SearchError';
import { withFailureReport } from './with-failure-report';
import { useSearchTranslations } from './useSearchTranslations';

interface Props {
  config: SearchConfig;
  initialQuery?: string;
  onClose: () => void;
}

/** Results link client-side, like every other link of the site. */
function Hit({ hit, children }: { hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode }) {
  return <Link to={hit.url}>{children}</Link>;
}

/** Algolia returns absolute URLs of the production site; the dialog navigates within this one. */
const toSitePath = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

/** The DocSearch dialog, loaded on first use: local index by default, Algolia when configured. */
export default function SearchModal({ config, initialQuery, onClose }: Props) {
  const lang = useTranslation().i18n.language as Lang;
  // The dialog searches the version being read (recent searches are kept per version's index).
  const { version } = splitRoute(stripBase(useLocation().pathname, basePath()));
  const navigate = useNavigate();
  const { translations, t } = useSearchTranslations();
  const [failed, setFailed] = useState(false);
  const algolia = config.mode === 'algolia';
  // Snippets of 10 words, 5 on screens of 768 px or less.
  const snippetWords = window.matchMedia('(max-width: 768px)').matches ? 5 : 10;
  const snippets = LEVELS.slice(1)
    .map((l) => `hierarchy.${l}:${snippetWords}`)
    .concat(`content:${snippetWords}`);
  return createPortal(
    <>
      <DocSearchModal
        appId={algolia ? config.appId : 'local'}
        apiKey={algolia ? config.apiKey : 'local'}
        indexName={algolia ? config.indexName : `local-${localIndexName(lang, version)}`}
        searchParameters={{
          attributesToSnippet: snippets,
          ...(algolia ? { facetFilters: [`lang:${lang}`, `version:${version}`] } : {}),
        }}
        transformSearchClient={(client) =>
          withFailureReport(
            algolia ? client : (localSearchClient(lang, version) as unknown as DocSearchTransformClient),
            setFailed,
          )
        }
        transformItems={(items) => items.map((item) => ({ ...item, url: toSitePath(item.url) }))}
        hitComponent={Hit}
        navigator={{
          navigate: ({ itemUrl }) => navigate(toSitePath(itemUrl)),
          navigateNewTab: ({ itemUrl }) => window.open(withBase(toSitePath(itemUrl)), '_blank', 'noopener'),
          navigateNewWindow: ({ itemUrl }) =>
            window.open(withBase(toSitePath(itemUrl)), '_blank', 'noopener'),
        }}
        translations={translations}
        getMissingResultsUrl={({ query }) =>
          `https://github.com/web-infra-dev/rslib/issues/new?title=${encodeURIComponent(`[Docs]: missing search results for "${query}"`)}`
        }
        insights={algolia}
        recentSearchesLimit={7}
        recentSearchesWithFavoritesLimit={4}
        initialQuery={initialQuery}
        initialScrollY={window.scrollY}
        onClose={onClose}
        onAskAiToggle={() => {}}
      />
      <NoRecentSearches text={t('noRecent')} />
      {failed ? <SearchError title={t('errorTitle')} help={t('errorHelp')} /> : null}
    </>,
    document.body,
  );
}
