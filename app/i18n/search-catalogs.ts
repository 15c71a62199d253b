import en from '../../locales/search.en.json';
import zh from '../../locales/search.zh.json';
import type { Lang } from '../lib/routes';

// The search dialog's own texts live apart from the page's UI strings, so that
// they load with the dialog and not with every page.
export type SearchUiKey = keyof typeof en;
const catalogs: Record<Lang, Record<SearchUiKey, string>> = { en, zh };

export function translateSearch(lang: Lang, key: SearchUiKey): string {
  return catalogs[lang][key] ?? key;
}
