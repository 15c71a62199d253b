import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '~/lib/routes';
import type { Alternate, NavNode, VersionLink } from '~/lib/types';
import { VersionRow } from '~/components/Version/VersionSwitch';
import { useUiStore } from '~/stores/ui';
import { ThemeSwitch } from './ThemeSwitch';
import { localeConfig } from '~/config/site';
import { Icon } from '~/components/Icon/icons';

/** The hamburger button and the full-screen menu it opens below 768 px. */
export function NavScreen({
  lang,
  nav,
  alternates,
  version,
  versions,
}: {
  lang: Lang;
  nav: NavNode[];
  alternates: Alternate[];
  version: string;
  versions: VersionLink[];
}) {
  const { t } = useTranslation();
  const open = useUiStore((s) => s.navScreenOpen);
  const toggle = useUiStore((s) => s.toggle);
  return (
    <>
      <button
        type="button"
        className="rs-nav__icon-button rs-nav__hamburger"
        aria-label={t('nav.menu')}
        aria-expanded={open}
        aria-controls="rs-nav-screen"
        onClick={() => toggle('navScreenOpen')}
      >
        <Icon name={open ? 'close' : 'menu'} />
      </button>
      {open ? (
        <div id="rs-nav-screen" className="rs-nav-screen">
          <ul className="rs-nav-screen__items">
            {nav
              .flatMap((item) => (item.link ? [item] : item.items))
              .map((item) => (
                <li key={item.text}>
                  <Link to={item.link ?? '#'} className="rs-nav-screen__link">
                    {item.text}
                  </Link>
                </li>
              ))}
          </ul>
          <div className="rs-nav-screen__row">
            <span>{t('nav.language')}</span>
            {alternates
              .filter((a) => a.lang !== lang)
              .map((alt) => (
                <Link
                  key={alt.lang}
                  to={alt.path}
                  className="rs-nav-screen__link rs-lang-switch"
                  hrefLang={localeConfig(alt.lang).htmlLang}
                >
                  {localeConfig(alt.lang).label}
                </Link>
              ))}
          </div>
          <VersionRow version={version} versions={versions} />
          <div className="rs-nav-screen__row">
            <span>{t('nav.appearance')}</span>
            <ThemeSwitch />
          </div>
        </div>
      ) : null}
    </>
  );
}
