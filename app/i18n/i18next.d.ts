import 'i18next';
import type en from '../../locales/en.json';
import type searchEn from '../../locales/search.en.json';
import type pageActionsEn from '../../locales/page-actions.en.json';

// Typed keys: a `t('…')` call with a key that `locales/en.json` (or, for the
// dialog, `locales/search.en.json`; for the page actions' menu,
// `locales/page-actions.en.json`) lacks fails `tsc`. Keys are flat
// (`docFooter.prev`), so dots are not nesting.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'shell';
    keySeparator: false;
    nsSeparator: false;
    resources: { shell: typeof en; search: typeof searchEn; pageActions: typeof pageActionsEn };
  }
}
