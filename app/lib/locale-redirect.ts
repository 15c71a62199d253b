import type { Lang } from './routes';

export const LOCALE_REDIRECT_KEY = 'rslib-locale-redirected';

/**
 * Where a first visit should go: the Chinese twin when the browser prefers
 * Chinese and the page is English. Undefined when the visitor stays. Pure.
 */
export function localeRedirectTarget(options: {
  mode: 'auto' | 'never';
  alreadyRedirected: boolean;
  browserLanguages: readonly string[];
  pageLang: Lang;
  zhPath: string;
  isBot: boolean;
}): string | undefined {
  if (options.mode === 'never' || options.alreadyRedirected || options.isBot) return undefined;
  const preferred = options.browserLanguages[0]?.toLowerCase() ?? '';
  if (options.pageLang === 'en' && preferred.startsWith('zh')) return options.zhPath;
  return undefined;
}
