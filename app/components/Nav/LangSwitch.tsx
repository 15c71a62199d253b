import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { localeConfig } from '~/config/site';
import type { Lang } from '~/lib/routes';
import type { Alternate } from '~/lib/types';

/** Links to this page in the other languages (their home when the page has no twin). */
export function LangSwitch({ lang, alternates }: { lang: Lang; alternates: Alternate[] }) {
  const { t } = useTranslation();
  const others = alternates.filter((a) => a.lang !== lang);
  if (others.length === 0) return null;
  return (
    <div className="rs-nav__menu-group">
      <button type="button" className="rs-nav__link rs-nav__dropdown-trigger" aria-haspopup="true">
        <span className="rs-sr-only">{t('nav.language')}: </span>
        {localeConfig(lang).label}
      </button>
      <ul className="rs-nav__dropdown">
        {others.map((alt) => (
          <li key={alt.lang}>
            <Link
              className="rs-nav__dropdown-link rs-lang-switch"
              to={alt.path}
              lang={localeConfig(alt.lang).htmlLang}
              hrefLang={localeConfig(alt.lang).htmlLang}
            >
              {localeConfig(alt.lang).label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
