import { createPortal } from 'react-dom';
import { useEffect, useState } from 'react';

/**
 * DocSearch's error screen, shown by us: DocSearch 4.7 sets its `error`
 * status when every host fails but autocomplete then resets it, so the
 * reader would see "No results" for a search that never ran. Same markup and
 * classes as DocSearch's own screen.
 */
export function SearchError({ title, help }: { title: string; help: string }) {
  // Shown after a failed search, when DocSearch's dropdown is on the page (the dialog renders only in the browser).
  const [host] = useState(
    () =>
      document.querySelector('.DocSearch-Dropdown-Container') ??
      document.querySelector('.DocSearch-Dropdown'),
  );
  useEffect(() => {
    document.body.classList.add('rs-search-failed');
    return () => document.body.classList.remove('rs-search-failed');
  }, []);
  if (!host) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen" role="alert">
      <p className="DocSearch-Title">{title}</p>
      <p className="DocSearch-Help">{help}</p>
    </div>,
    host,
  );
}
