import { memo, useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { isHydrating } from '~/lib/hydration-phase';
import type { SearchConfig } from '~/lib/search/config';
import { searchButtonHtml } from './search-button-html.server';
import type { SearchControlsProps } from './SearchControls';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './Search.css';

type Controls = ComponentType<SearchControlsProps>;

// The button's code arrives just after the page, off the first load.
let loaded: Controls | undefined;
const loadControls = () => import('./SearchControls').then((m) => (loaded = m.default));

/** Holds the button's place (same size) where it renders in the browser before its code has arrived. */
function ButtonPlaceholder() {
  return <span className="DocSearch DocSearch-Button rs-search-button-placeholder" aria-hidden="true" />;
}

interface Loaded {
  Controls: Controls;
  /** The reader clicked the prerendered button before its code arrived. */
  open: boolean;
  /** The prerendered button had the focus when it was replaced. */
  focus: boolean;
}

/**
 * The search button and dialog.
 *
 * Until its code has arrived, the prerendered page shows DocSearch's button
 * as plain HTML that React keeps as it is (`dangerouslySetInnerHTML` with the
 * server's markup, nothing for React to hydrate inside) and then replaces
 * with the live button. It is deliberately not a lazy component in a
 * Suspense boundary: such a boundary waits to hydrate until the chunk is in,
 * and any update reaching it meanwhile outside a transition (a client
 * navigation the reader starts, React's retry of a render after an error)
 * makes React throw its HTML away (error #421). With no boundary there is
 * nothing to wait for.
 */
export const Search = memo(function Search({ config }: { config: SearchConfig }) {
  const { t } = useTranslation();
  // Decided once: rendered on the server (or hydrating what it wrote) rather than mounted in the browser.
  const [prerendered] = useState(() => typeof document === 'undefined' || isHydrating());
  const [live, setLive] = useState<Loaded | null>(() =>
    !prerendered && loaded ? { Controls: loaded, open: false, focus: false } : null,
  );
  const slot = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (live) return;
    let mounted = true;
    let clicked = false;
    const element = slot.current;
    const onClick = () => (clicked = true);
    element?.addEventListener('click', onClick);
    void loadControls().then((Controls) => {
      if (!mounted) return;
      const focus = element?.contains(document.activeElement) ?? false;
      setLive({ Controls, open: clicked, focus });
    });
    return () => {
      mounted = false;
      element?.removeEventListener('click', onClick);
    };
  }, [live]);
  if (live) return <live.Controls config={config} openAtOnce={live.open} focusAtOnce={live.focus} />;
  if (!prerendered) return <ButtonPlaceholder />;
  // The markup is written on the server only; hydration keeps what it wrote.
  const html =
    typeof document === 'undefined'
      ? searchButtonHtml({ buttonText: t('search.buttonText'), buttonAriaLabel: t('search.buttonAriaLabel') })
      : '';
  return (
    <span
      ref={slot}
      className="rs-search-slot"
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  );
});
