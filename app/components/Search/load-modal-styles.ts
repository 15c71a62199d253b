import modalCssHref from '@docsearch/css/dist/modal.css';

let loading: Promise<void> | undefined;

/**
 * The dialog's stylesheet (25 KB) is fetched with the dialog, not with every
 * page. It goes before the site's own stylesheet so that our overrides in
 * Search.css still come later in the cascade, as with a bundled import.
 */
export function loadModalStyles(): Promise<void> {
  loading ??= new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = modalCssHref;
    // A failed stylesheet must not keep the dialog from opening.
    link.onload = link.onerror = () => resolve();
    const first = document.head.querySelector('link[rel="stylesheet"]');
    document.head.insertBefore(link, first);
  });
  return loading;
}
