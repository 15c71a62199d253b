import { useNavigate } from '@remix-run/react';
import { useEffect } from 'react';
import { siteConfig } from '~/config/site';
import { LOCALE_REDIRECT_KEY, localeRedirectTarget } from '~/lib/locale-redirect';
import type { PageData } from '~/lib/types';

/** Once per browser: a first visit from a Chinese-language browser goes to the Chinese page. Bots never move. */
export function useLocaleRedirect(data: PageData) {
  const navigate = useNavigate();
  useEffect(() => {
    const mode = siteConfig.themeConfig.localeRedirect;
    // The first page of a visit marks the browser, so the pages after it return here.
    if (mode === 'never' || localStorage.getItem(LOCALE_REDIRECT_KEY)) return;
    localStorage.setItem(LOCALE_REDIRECT_KEY, '1');
    const zh = data.alternates.find((a) => a.lang === 'zh');
    if (!zh || data.lang !== 'en' || !navigator.languages?.[0]?.toLowerCase().startsWith('zh')) return;
    // isbot's pattern list is only fetched for the visitors it could concern.
    void import('isbot').then(({ isbot }) => {
      const target = localeRedirectTarget({
        mode,
        alreadyRedirected: false,
        browserLanguages: navigator.languages,
        pageLang: data.lang,
        zhPath: zh.path,
        isBot: isbot(navigator.userAgent),
      });
      if (target) navigate(target + location.hash, { replace: true });
    });
  }, [data.alternates, data.lang, navigate]);
}
