/** The root loader's data: what every page shares, resolved from the site config and the content once. */
import { localeConfig, siteConfig, siteLogo } from '~/config/site';
import { VERSIONS } from '../../content-schema/shared/versions';
import { getContent } from './content.server';
import { navigationOf } from './content-query.server';
import { LANGS } from './routes';
import { siteSettings } from './settings.server';
import type { SiteData } from './types';

export function getSiteData(): SiteData {
  const { themeConfig } = siteConfig;
  const index = getContent();
  const { versions } = index;
  return {
    nav: Object.fromEntries(
      versions.map((version) => [
        version,
        Object.fromEntries(LANGS.map((lang) => [lang, navigationOf(lang, index, version).nav])),
      ]),
    ) as SiteData['nav'],
    versions: VERSIONS.filter((v) => versions.includes(v.name)).map(({ name, label, current }) => ({
      name,
      label,
      current: !!current,
    })),
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
