import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

/**
 * The start screen's "No recent searches": DocSearch 4 no longer renders it
 * (with an empty query and no history it shows no results panel at all), so
 * the dialog shows it in that panel's place, for exactly as long as DocSearch
 * shows no panel. Same classes as DocSearch's former start screen.
 */
export function NoRecentSearches({ text }: { text: string }) {
  // The dialog renders only in the browser; the element is placed into DocSearch's modal once it is on the page.
  const [element] = useState(() => {
    const div = document.createElement('div');
    div.className = 'rs-search-start';
    return div;
  });
  useEffect(() => {
    const modal = document.querySelector('.DocSearch-Modal');
    if (!modal) return;
    const place = () => {
      const panelShown = modal.querySelector(':scope > .DocSearch-Dropdown') !== null;
      if (panelShown) element.remove();
      else if (element.parentNode !== modal)
        modal.insertBefore(element, modal.querySelector(':scope > .DocSearch-Footer'));
    };
    place();
    const observer = new MutationObserver(place);
    observer.observe(modal, { childList: true });
    return () => {
      observer.disconnect();
      element.remove();
    };
  }, [element]);
  return createPortal(
    <div className="DocSearch-StartScreen">
      <p className="DocSearch-Help">{text}</p>
    </div>,
    element,
  );
}
