import { localeConfig } from '~/config/site';
import type { Lang } from './routes';

// Making an Intl.DateTimeFormat costs about half a millisecond, more than
// the rest of a page footer: one per language, reused by every page.
const formatters = new Map<Lang, Intl.DateTimeFormat>();

/**
 * A date as readers of `lang` write it. Fixed to UTC so that the prerendered
 * HTML and the hydrated page agree whatever the reader's time zone.
 */
export function formatDate(iso: string, lang: Lang): string {
  let formatter = formatters.get(lang);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(localeConfig(lang).htmlLang, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    formatters.set(lang, formatter);
  }
  return formatter.format(new Date(iso));
}
