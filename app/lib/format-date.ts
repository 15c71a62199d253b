import { localeConfig } from '~/config/site';
import type { Lang } from './routes';

/**
 * A date as readers of `lang` write it. Fixed to UTC so that the prerendered
 * HTML and the hydrated page agree whatever the reader's time zone.
 */
export function formatDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(localeConfig(lang).htmlLang, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));
}
