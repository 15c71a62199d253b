import { useTranslation } from 'react-i18next';
import type { CopyOutcome } from '~/lib/use-copy-feedback';

/**
 * The outcome of the last copy, announced (`role="status"`); on screen too,
 * but for a copied page, which its button already shows.
 */
export function PageActionsStatus({ outcome }: { outcome: CopyOutcome<'markdown' | 'link'> | null }) {
  const { t, i18n } = useTranslation();
  // Without the actions' chunk (offline) its sentences are missing: the short word of the first load says it.
  const text = !outcome
    ? ''
    : !i18n.hasResourceBundle(i18n.language, 'pageActions')
      ? t('pageActions.failed')
      : t(outcome.ok ? `pageActions.${outcome.what}Copied` : 'pageActions.failedHelp', { ns: 'pageActions' });
  const shown = outcome && !(outcome.ok && outcome.what === 'markdown');
  return (
    <p
      role="status"
      className={
        shown
          ? `rs-page-actions__status${outcome.ok ? '' : ' rs-page-actions__status--failed'}`
          : 'rs-sr-only'
      }
    >
      {text}
    </p>
  );
}
