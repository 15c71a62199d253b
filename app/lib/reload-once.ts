const KEY = 'rs-document-reload';

/**
 * Loads the current URL as a document, unless that was just tried for this
 * URL: a static host answers client navigations to missing pages with its
 * 404.html, which only a document load renders.
 */
export function reloadOnce(): boolean {
  const url = window.location.href;
  const last = sessionStorage.getItem(KEY);
  if (last) {
    const { href, at } = JSON.parse(last) as { href: string; at: number };
    if (href === url && Date.now() - at < 10_000) return false;
  }
  sessionStorage.setItem(KEY, JSON.stringify({ href: url, at: Date.now() }));
  window.location.reload();
  return true;
}
