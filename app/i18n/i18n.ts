import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '~/lib/routes';
import { shellStrings } from '../../content-schema/shared/shell-strings';

const instances = new Map<Lang, i18n>();

/**
 * One i18next instance per language, with its language fixed. The language
 * always comes from the route, never from the browser, so the server and the
 * browser render the same text; and pages of both languages can be
 * prerendered at the same time without switching a shared instance.
 */
export function i18nFor(lang: Lang): i18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.use(initReactI18next).init({
      lng: lang,
      fallbackLng: false,
      ns: ['shell'],
      defaultNS: 'shell',
      resources: { [lang]: { shell: shellStrings[lang] } },
      keySeparator: false,
      nsSeparator: false,
      // Strings are synchronous resources: ready before the first render.
      initAsync: false,
      // No console notice from i18next in builds and tests.
      showSupportNotice: false,
      // React escapes what it renders.
      interpolation: { escapeValue: false },
      // A key missing from a catalog is a bug; tsc catches it in code, this in data.
      saveMissing: true,
      missingKeyHandler: (_lngs, ns, key) =>
        console.error(`Missing UI string "${key}" in namespace ${ns} (${lang})`),
    });
    instances.set(lang, instance);
  }
  return instance;
}
