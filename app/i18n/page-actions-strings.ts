import type { i18n } from 'i18next';
import en from '../../locales/page-actions.en.json';
import zh from '../../locales/page-actions.zh.json';
import type { Lang } from '~/lib/routes';

const pageActionStrings: Record<Lang, typeof en> = { en, zh };

/**
 * Adds the strings of the page actions' menu, copy outcomes and prompts
 * (namespace `pageActions`) to the page's i18next instance. Imported only by
 * the actions' lazy chunk, so they load with it: in both languages they would
 * weigh about half a kilobyte gzip on every page's first load.
 */
export function addPageActionStrings(instance: i18n, lang: Lang): void {
  if (!instance.hasResourceBundle(lang, 'pageActions'))
    instance.addResourceBundle(lang, 'pageActions', pageActionStrings[lang]);
}
