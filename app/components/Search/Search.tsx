import { lazy, Suspense } from 'react';
import type { SearchConfig } from '~/lib/search/config';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './Search.css';

// The button's code arrives just after the page: the server renders the real
// button, hydration picks it up when the chunk is in, and the page itself
// becomes interactive without waiting for it.
const SearchControls = lazy(() => import('./SearchControls'));

/** Holds the button's place (same size) where it renders on the client first. */
function ButtonPlaceholder() {
  return <span className="DocSearch DocSearch-Button rs-search-button-placeholder" aria-hidden="true" />;
}

/** The search button and dialog. */
export function Search({ config }: { config: SearchConfig }) {
  return (
    <Suspense fallback={<ButtonPlaceholder />}>
      <SearchControls config={config} />
    </Suspense>
  );
}
