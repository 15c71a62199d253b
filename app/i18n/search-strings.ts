import type { i18n } from 'i18next';
import en from '../../locales/search.en.json';
import zh from '../../locales/search.zh.json';
import type { Lang } from '~/lib/routes';

const searchStrings: Record<Lang, typeof en> = { en, zh };

/**
 * Adds the search dialog's strings (namespace `search`) to the page's i18next
 * instance. Imported only by the dialog's chunk, so the strings load with it.
 */
export function addSearchStrings(instance: i18n, lang: Lang): void {
  if (!instance.hasResourceBundle(lang, 'search'))
    instance.addResourceBundle(lang, 'search', searchStrings[lang]);
}
