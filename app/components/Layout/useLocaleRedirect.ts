import { useNavigate } from '@remix-run/react';
import { useEffect } from 'react';
import { LOCALE_REDIRECT_KEY, localeRedirectTarget } from '~/lib/locale-redirect';
import type { Lang } from '~/lib/routes';
import type { Alternate } from '~/lib/types';
import { useSiteData } from '~/lib/use-site-data';

/**
 * Once per browser: a first visit from a Chinese-language browser goes to the
 * Chinese page. Bots never move. `localeRedirectTarget` decides; this hook
 * reads the browser and follows its answer.
 */
export function useLocaleRedirect(lang: Lang, alternates: Alternate[]) {
  const navigate = useNavigate();
  const mode = useSiteData().ui.localeRedirect;
  useEffect(() => {
    const alreadyRedirected = localStorage.getItem(LOCALE_REDIRECT_KEY) !== null;
    localStorage.setItem(LOCALE_REDIRECT_KEY, '1');
    const decide = (isBot: () => boolean) =>
      localeRedirectTarget({
        mode,
        alreadyRedirected,
        browserLanguages: navigator.languages ?? [],
        pageLang: lang,
        alternates,
        isBot,
      });
    // When a human would stay, so would a bot: isbot's pattern list is only
    // fetched for the visitors it could concern.
    if (decide(() => false) === undefined) return;
    void import('isbot').then(({ isbot }) => {
      const target = decide(() => isbot(navigator.userAgent));
      if (target) navigate(target + location.hash, { replace: true });
    });
  }, [alternates, lang, mode, navigate]);
}
