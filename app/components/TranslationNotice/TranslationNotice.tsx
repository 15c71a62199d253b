import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import './TranslationNotice.css';

/**
 * Above the title of a Chinese page whose English twin changed after it was
 * last translated (the build's finding, scripts/translations/status.ts): says
 * so and links to the English page. Outside the Markdown body, so it is
 * rendered and hydrated with the page's shell and never reaches a body that
 * waits to hydrate.
 */
export function TranslationNotice({ englishPath }: { englishPath: string }) {
  const { t } = useTranslation();
  return (
    <p className="rs-translation-notice" role="note">
      {t('translation.outdated')}{' '}
      <Link className="rs-translation-notice__link" to={englishPath} hrefLang="en">
        {t('translation.toEnglish')}
      </Link>
    </p>
  );
}
