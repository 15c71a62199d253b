import { lazy, memo, Suspense } from 'react';
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

/**
 * The search button and dialog. Memoised: until its code has arrived the
 * button is server HTML that React has not hydrated, and a render of the nav
 * bar reaching it with new elements would make React throw that HTML away
 * (error #421); with the same config it is left alone.
 */
export const Search = memo(function Search({ config }: { config: SearchConfig }) {
  return (
    <Suspense fallback={<ButtonPlaceholder />}>
      <SearchControls config={config} />
    </Suspense>
  );
});
