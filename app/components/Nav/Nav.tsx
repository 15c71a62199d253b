import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { joinRoute, type Lang } from '~/lib/routes';
import type { Alternate, VersionLink } from '~/lib/types';
import { VersionSwitch } from '~/components/Version/VersionSwitch';
import { useSiteData } from '~/lib/use-site-data';
import { LangSwitch } from './LangSwitch';
import { Search } from '~/components/Search/Search';
import { NavMenu } from './NavMenu';
import { NavScreen } from './NavScreen';
import { SocialLinks } from './SocialLinks';
import { ToolsMenu } from './ToolsMenu';
import { ThemeSwitch } from './ThemeSwitch';
import './Nav.css';

/** The top bar: logo, menu groups, language and appearance switches. */
export function Nav({
  lang,
  version,
  routePath,
  alternates,
  versions,
}: {
  lang: Lang;
  version: string;
  routePath: string;
  alternates: Alternate[];
  versions: VersionLink[];
}) {
  const { t } = useTranslation();
  const site = useSiteData();
  const nav = site.nav[version]?.[lang] ?? [];
  const left = nav.filter((n) => n.position === 'left');
  const right = nav.filter((n) => n.position === 'right');
  return (
    <header className="rs-nav">
      <a className="rs-skip-link" href="#rs-main">
        {t('nav.skipToContent')}
      </a>
      <nav className="rs-nav__bar" aria-label={t('nav.main')}>
        <ToolsMenu />
        <Link
          to={joinRoute(version, lang, '/')}
          className="rs-nav__logo"
          aria-label={`${site.title} ${t('nav.home')}`}
        >
          <img src={site.logo} alt="" width="32" height="32" />
          <span>{site.logoText}</span>
        </Link>
        {left.length > 0 ? <NavMenu items={left} routePath={routePath} /> : null}
        <div className="rs-nav__right">
          {site.search ? <Search config={site.search} /> : null}
          <NavMenu items={right} routePath={routePath} />
          <VersionSwitch version={version} versions={versions} />
          <LangSwitch lang={lang} alternates={alternates} />
          <ThemeSwitch />
          <SocialLinks links={site.socialLinks} />
          <NavScreen lang={lang} nav={nav} alternates={alternates} version={version} versions={versions} />
        </div>
      </nav>
    </header>
  );
}
