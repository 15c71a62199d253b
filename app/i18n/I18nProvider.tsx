import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Lang } from '../lib/routes';
import { translate, type UiKey } from './catalogs';

const LangContext = createContext<Lang>('en');

/** Makes the page's language available to `useTranslation`. */
export function I18nProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  return <LangContext.Provider value={lang}>{children}</LangContext.Provider>;
}

/** `const { t } = useTranslation(); t('docFooter.prev')` in the page's language. */
export function useTranslation() {
  const lang = useContext(LangContext);
  return useMemo(
    () => ({ lang, t: (key: UiKey, values?: Record<string, string | number>) => translate(lang, key, values) }),
    [lang],
  );
}
