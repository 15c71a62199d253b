import { useLocation } from '@remix-run/react';
import { startTransition, useEffect, useState } from 'react';
import { localeConfig } from '~/config/site';
import { hydrationDone, isHydrating } from './hydration-phase';
import { LANGS, splitRoute, type Lang } from './routes';

/**
 * The page's version and language, from the URL. While hydrating they are the
 * ones the HTML was rendered in instead (`<html lang>` and `data-version`,
 * written by root.tsx): the one static `404.html` (rendered in English, for
 * the current version) is served at every unknown path, and hydration must
 * match it before the page switches to the URL's version and language.
 */
export function usePageRoute(): { version: string; lang: Lang } {
  const { pathname } = useLocation();
  const [hydrated, setHydrated] = useState(!isHydrating());
  useEffect(() => {
    hydrationDone();
    // A transition: a part still waiting for its code to hydrate (the page
    // body, Content.tsx) is hydrated first instead of being thrown away and
    // rendered again (React error #421).
    startTransition(() => setHydrated(true));
  }, []);
  const fromUrl = splitRoute(pathname);
  if (!hydrated && typeof document !== 'undefined') {
    const root = document.documentElement;
    const lang = LANGS.find((l) => localeConfig(l).htmlLang === root.lang);
    if (lang) return { lang, version: root.dataset.version ?? fromUrl.version };
  }
  return { version: fromUrl.version, lang: fromUrl.lang };
}

/** The page's language (see `usePageRoute`). */
export const usePageLang = (): Lang => usePageRoute().lang;
