import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '~/config/site';
import { localizePath } from '~/lib/routes';
import type { PageData } from '~/lib/types';
import { LangSwitch } from './LangSwitch';
import { Search } from '~/components/Search/Search';
import { NavMenu } from './NavMenu';
import { NavScreen } from './NavScreen';
import { SocialLinks } from './SocialLinks';
import { ToolsMenu } from './ToolsMenu';
import { ThemeSwitch } from './ThemeSwitch';
import './Nav.css';

/** The top bar: logo, menu groups, language and appearance switches. */
export function Nav({ data }: { data: PageData }) {
  const { t } = useTranslation();
  const logo = typeof siteConfig.logo === 'string' ? siteConfig.logo : siteConfig.logo.light;
  const left = data.nav.filter((n) => n.position === 'left');
  const right = data.nav.filter((n) => n.position === 'right');
  return (
    <header className="rs-nav">
      <a className="rs-skip-link" href="#rs-main">
        {t('nav.skipToContent')}
      </a>
      <nav className="rs-nav__bar" aria-label={t('nav.main')}>
        <ToolsMenu />
        <Link
          to={localizePath('/', data.lang)}
          className="rs-nav__logo"
          aria-label={`${siteConfig.title} ${t('nav.home')}`}
        >
          <img src={logo} alt="" width="32" height="32" />
          <span>{siteConfig.logoText}</span>
        </Link>
        {left.length > 0 ? <NavMenu items={left} routePath={data.routePath} /> : null}
        <div className="rs-nav__right">
          {siteConfig.themeConfig.search ? <Search config={data.search} /> : null}
          <NavMenu items={right} routePath={data.routePath} />
          <LangSwitch lang={data.lang} alternates={data.alternates} />
          <ThemeSwitch />
          <SocialLinks />
          <NavScreen data={data} />
        </div>
      </nav>
    </header>
  );
}
