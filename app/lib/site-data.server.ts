/** The root loader's data: what every page shares, resolved from the site config and the content once. */
import { localeConfig, siteConfig, siteLogo } from '~/config/site';
import { navigationOf } from './content-query.server';
import { LANGS } from './routes';
import { siteSettings } from './settings.server';
import type { SiteData } from './types';

export function getSiteData(): SiteData {
  const { themeConfig } = siteConfig;
  return {
    nav: Object.fromEntries(LANGS.map((lang) => [lang, navigationOf(lang).nav])) as SiteData['nav'],
    search: themeConfig.search ? siteSettings().search : null,
    socialLinks: themeConfig.socialLinks,
    logo: siteLogo(),
    logoText: siteConfig.logoText,
    title: siteConfig.title,
    ui: {
      scrollToTop: themeConfig.enableScrollToTop,
      localeRedirect: themeConfig.localeRedirect,
      outlineTitle: Object.fromEntries(
        LANGS.map((lang) => [lang, localeConfig(lang).outlineTitle ?? themeConfig.outlineTitle]),
      ),
    },
  };
}
