import { DEFAULT_LANG, type Lang } from './routes';

export const LOCALE_REDIRECT_KEY = 'rslib-locale-redirected';

/**
 * Where a first visit should go: the page in the browser's preferred language
 * when the visitor is on the default language's page and the site has that
 * language. Undefined when the visitor stays. `isBot` is asked last, and only
 * when the answer depends on it (the caller loads its pattern list lazily).
 * Pure: `useLocaleRedirect` only gathers these inputs and follows the answer.
 */
export function localeRedirectTarget(options: {
  mode: 'auto' | 'never';
  alreadyRedirected: boolean;
  browserLanguages: readonly string[];
  pageLang: Lang;
  /** The page (or, without a twin, the home page) in each language. */
  alternates: readonly { lang: Lang; path: string }[];
  isBot: () => boolean;
}): string | undefined {
  if (options.mode === 'never' || options.alreadyRedirected || options.pageLang !== DEFAULT_LANG) {
    return undefined;
  }
  const preferred = options.browserLanguages[0]?.toLowerCase() ?? '';
  const target = options.alternates.find((a) => a.lang !== options.pageLang && preferred.startsWith(a.lang));
  if (!target || options.isBot()) return undefined;
  return target.path;
}
