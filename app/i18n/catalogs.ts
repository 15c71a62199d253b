import en from '../../locales/en.json';
import zh from '../../locales/zh.json';
import type { Lang } from '../lib/routes';

export type UiKey = keyof typeof en;
export const catalogs: Record<Lang, Record<UiKey, string>> = { en, zh };

/**
 * Looks a UI string up and fills its `{{name}}` placeholders. A missing key
 * is a bug: it is reported and the key itself is shown.
 */
export function translate(lang: Lang, key: UiKey, values?: Record<string, string | number>): string {
  const template = catalogs[lang][key];
  if (template === undefined) {
    console.error(`Missing UI string "${key}" in locales/${lang}.json`);
    return key;
  }
  return values ? template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? '')) : template;
}
