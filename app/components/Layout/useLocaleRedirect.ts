import { useNavigate } from '@remix-run/react';
import { useEffect } from 'react';
import { LOCALE_REDIRECT_KEY, localeRedirectTarget } from '~/lib/locale-redirect';
import type { Lang } from '~/lib/routes';
import type { Alternate } from '~/lib/types';
import { useSiteData } from '~/lib/use-site-data';

/** Once per browser: a first visit from a Chinese-language browser goes to the Chinese page. Bots never move. */
export function useLocaleRedirect(lang: Lang, alternates: Alternate[]) {
  const navigate = useNavigate();
  const mode = useSiteData().ui.localeRedirect;
  useEffect(() => {
    if (mode === 'never' || localStorage.getItem(LOCALE_REDIRECT_KEY)) return;
    localStorage.setItem(LOCALE_REDIRECT_KEY, '1');
    const zh = alternates.find((a) => a.lang === 'zh');
    if (!zh || lang !== 'en' || !navigator.languages?.[0]?.toLowerCase().startsWith('zh')) return;
    // isbot's pattern list is only fetched for the visitors it could concern.
    void import('isbot').then(({ isbot }) => {
      const target = localeRedirectTarget({
        mode,
        alreadyRedirected: false,
        browserLanguages: navigator.languages,
        pageLang: lang,
        zhPath: zh.path,
        isBot: isbot(navigator.userAgent),
      });
      if (target) navigate(target + location.hash, { replace: true });
    });
    // Only the first page of a visit decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
