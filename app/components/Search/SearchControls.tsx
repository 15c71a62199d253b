import { DocSearchButton } from '@docsearch/react/button';
import { useDocSearchKeyboardEvents } from '@docsearch/react/useDocSearchKeyboardEvents';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchConfig } from '~/lib/search/config';
import { useHydrated } from '~/lib/use-hydrated';
import { loadModalStyles } from './load-modal-styles';

// The dialog (~110 KB gzip) and its stylesheet are only fetched when a reader opens search.
const SearchModal = lazy(() =>
  Promise.all([import('./SearchModal'), loadModalStyles()]).then(([module]) => module),
);

/**
 * Stands where the dialog will be while its code and stylesheet load, with
 * the dialog's size and backdrop, so that opening search shows at once and
 * nothing jumps when the real dialog replaces it.
 */
function SearchPlaceholder() {
  const { t } = useTranslation();
  return (
    <div
      className="rs-search-placeholder"
      aria-busy="true"
      aria-label={t('search.buttonAriaLabel')}
      role="dialog"
      aria-modal="true"
    >
      <div className="rs-search-placeholder__modal">
        <div className="rs-search-placeholder__form" />
      </div>
    </div>
  );
}

export interface SearchControlsProps {
  config: SearchConfig;
  /** Open the dialog at once: the reader clicked the prerendered button before this code arrived. */
  openAtOnce?: boolean;
  /** Take the focus: the prerendered button this replaces had it. */
  focusAtOnce?: boolean;
}

/** The search button; Ctrl/Cmd+K or `/` open the dialog too. */
export default function SearchControls({
  config,
  openAtOnce = false,
  focusAtOnce = false,
}: SearchControlsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(openAtOnce);
  const [initialQuery, setInitialQuery] = useState<string>();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Marks the button once its shortcuts listen (its code loads just after the page).
  const ready = useHydrated();
  useEffect(() => {
    if (focusAtOnce) buttonRef.current?.focus();
  }, [focusAtOnce]);
  const onOpen = useCallback(() => setOpen(true), []);
  const onClose = useCallback(() => {
    setOpen(false);
    setInitialQuery(undefined);
  }, []);
  useDocSearchKeyboardEvents({
    isOpen: open,
    onOpen,
    onClose,
    // Typing a letter while the button has focus starts a search with it.
    onInput: (event) => {
      setInitialQuery(event.key);
      setOpen(true);
    },
    searchButtonRef: buttonRef,
    isAskAiActive: false,
    onAskAiToggle: () => {},
  });
  return (
    <>
      <DocSearchButton
        ref={buttonRef}
        onClick={onOpen}
        data-ready={ready ? '' : undefined}
        translations={{ buttonText: t('search.buttonText'), buttonAriaLabel: t('search.buttonAriaLabel') }}
      />
      {open ? (
        <Suspense fallback={<SearchPlaceholder />}>
          <SearchModal config={config} initialQuery={initialQuery} onClose={onClose} />
        </Suspense>
      ) : null}
    </>
  );
}
