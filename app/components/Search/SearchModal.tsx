import { DocSearchModal } from '@docsearch/react/modal';
import type { DocSearchTransformClient, InternalDocSearchHit, StoredDocSearchHit } from '@docsearch/react';
import { Link, useNavigate } from '@remix-run/react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '~/i18n/I18nProvider';
import type { SearchConfig } from '~/lib/search/config';
import { localSearchClient } from './local-index';
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
  const { lang } = useTranslation();
  const navigate = useNavigate();
  const translations = useSearchTranslations();
  const algolia = config.mode === 'algolia';
  return createPortal(
    <DocSearchModal
      appId={algolia ? config.appId : 'local'}
      apiKey={algolia ? config.apiKey : 'local'}
      indexName={algolia ? config.indexName : `local-${lang}`}
      searchParameters={algolia ? { facetFilters: [`lang:${lang}`] } : undefined}
      transformSearchClient={algolia ? undefined : () => localSearchClient(lang) as unknown as DocSearchTransformClient}
      transformItems={(items) => items.map((item) => ({ ...item, url: toSitePath(item.url) }))}
      hitComponent={Hit}
      navigator={{
        navigate: ({ itemUrl }) => navigate(toSitePath(itemUrl)),
        navigateNewTab: ({ itemUrl }) => window.open(itemUrl, '_blank', 'noopener'),
        navigateNewWindow: ({ itemUrl }) => window.open(itemUrl, '_blank', 'noopener'),
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
    />,
    document.body,
  );
}
