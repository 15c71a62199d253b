import i18next, { type i18n } from 'i18next';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import type { Lang } from './lib/routes';

export const catalogs = { en, zh } as const;

const instances = new Map<Lang, i18n>();

/**
 * One i18next instance per language, initialised synchronously so that the
 * server render and hydration read the same strings in the same tick.
 * A missing key is a bug, so it is reported instead of silently shown as the key.
 */
export function getI18n(lang: Lang): i18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      lng: lang,
      fallbackLng: false,
      resources: { [lang]: { translation: catalogs[lang] } },
      initAsync: false,
      interpolation: { escapeValue: false },
      keySeparator: false,
      saveMissing: true,
      missingKeyHandler: (_lngs, _ns, key) => {
        console.error(`Missing UI string "${key}" in locales/${lang}.json`);
      },
    });
    instances.set(lang, instance);
  }
  return instance;
}
