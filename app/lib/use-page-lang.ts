import { useLocation } from '@remix-run/react';
import { startTransition, useEffect, useState } from 'react';
import { localeConfig } from '~/config/site';
import { LANGS, splitLang, type Lang } from './routes';

let hydrating = true;

/**
 * The page's language, from the URL. While hydrating it is the language the
 * HTML was rendered in instead: the one static `404.html` (rendered in
 * English) is served at Chinese paths too, and hydration must match it before
 * the page switches to the URL's language.
 */
export function usePageLang(): Lang {
  const { pathname } = useLocation();
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    hydrating = false;
    // A transition: parts still waiting for their code to hydrate (the search
    // button) are hydrated first instead of being thrown away and re-rendered.
    startTransition(() => setHydrated(true));
  }, []);
  if (!hydrated && typeof document !== 'undefined') {
    const rendered = LANGS.find((l) => localeConfig(l).htmlLang === document.documentElement.lang);
    if (rendered) return rendered;
  }
  return splitLang(pathname).lang;
}
