import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Lang } from '~/lib/routes';
import { i18nFor } from './i18n';

/** Gives the page's components react-i18next's `useTranslation()` in the page's language. */
export function I18nProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  return <I18nextProvider i18n={i18nFor(lang)}>{children}</I18nextProvider>;
}
