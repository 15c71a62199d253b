import { useLocation } from '@remix-run/react';
import { useEffect } from 'react';
import { globalUIEnabled } from '~/lib/global-ui';

/**
 * `?globalUIComponents=0` on a prerendered page: the HTML was rendered
 * without the query and hydration keeps its `<head>`, so the alternate feed
 * link is taken out here. Later navigations get it right from `meta`.
 */
export function useFeedLinkSwitch() {
  const { search } = useLocation();
  useEffect(() => {
    if (globalUIEnabled(true, search)) return;
    document
      .querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')
      .forEach((link) => link.remove());
  }, [search]);
}
