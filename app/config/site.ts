import { SITE_URL } from '../../content-schema/shared/site-url';
import type { SiteConfig } from './types';

const REPO = 'https://github.com/web-infra-dev/rslib';

export const siteConfig: SiteConfig = {
  title: 'Rslib',
  description:
    'Rslib is a library development tool that leverages the well-designed configurations and plugins of Rsbuild.',
  siteUrl: SITE_URL,
  logo: 'https://assets.rspack.rs/rslib/rslib-logo-192x192.png',
  logoText: 'Rslib',
  themeConfig: {
    locales: [
      {
        lang: 'en',
        label: 'English',
        htmlLang: 'en',
        title: 'Rslib',
        description: 'The Rsbuild-based library development tool',
        editLink: { text: '📝 Edit this page on GitHub' },
      },
      {
        lang: 'zh',
        label: '简体中文',
        htmlLang: 'zh-CN',
        title: 'Rslib',
        description: '基于 Rsbuild 的库构建工具',
        editLink: { text: '📝 在 GitHub 上编辑此页' },
        outlineTitle: '目录',
      },
    ],
    outlineTitle: 'ON THIS PAGE',
    lastUpdated: true,
    enableScrollToTop: true,
    fallbackHeadingTitle: true,
    localeRedirect: 'auto',
    socialLinks: [
      { icon: 'github', href: REPO, label: 'GitHub' },
      { icon: 'x', href: 'https://twitter.com/rspack_dev', label: 'X' },
      { icon: 'discord', href: 'https://discord.gg/XsaKEEk4mW', label: 'Discord' },
    ],
    codeWrap: false,
    search: true,
  },
};

/**
 * The site's logo (navbar, favicon, feed image): the light one when the
 * config gives one per theme, since the mark is shown on both backgrounds.
 */
export const siteLogo = (): string =>
  typeof siteConfig.logo === 'string' ? siteConfig.logo : siteConfig.logo.light;

export function localeConfig(lang: string) {
  return siteConfig.themeConfig.locales.find((l) => l.lang === lang) ?? siteConfig.themeConfig.locales[0];
}
