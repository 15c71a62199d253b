import type { Lang } from '~/lib/routes';

/** A logo: one image, or one per theme. */
type Logo = string | { light: string; dark: string };

export interface SocialLink {
  icon: 'github' | 'x' | 'discord';
  /** Where the icon links to (opens in a new tab). */
  href: string;
  /** Accessible name of the icon. */
  label: string;
}

interface LocaleConfig {
  lang: Lang;
  /** Label in the language switcher. */
  label: string;
  /** `<html lang>` value. */
  htmlLang: string;
  title: string;
  description: string;
  /** The edit link's text; where it leads comes from the repository setting (repository.server.ts). */
  editLink: { text: string };
  /** Overrides of the default outline title (`ON THIS PAGE`). */
  outlineTitle?: string;
}

/** The whole site in one typed object: titles, locales and the theme's switches. */
export interface SiteConfig {
  title: string;
  description: string;
  /** Canonical origin, for feeds, sitemap and Open Graph. */
  siteUrl: string;
  logo: Logo;
  logoText: string;
  themeConfig: {
    locales: LocaleConfig[];
    outlineTitle: string;
    /** Show "Last Updated" with the date of the page's last commit. */
    lastUpdated: boolean;
    enableScrollToTop: boolean;
    /** A page without a frontmatter title takes its first h1. */
    fallbackHeadingTitle: boolean;
    /** `auto` redirects a first visit to the browser's language once. */
    localeRedirect: 'auto' | 'never';
    socialLinks: SocialLink[];
    /** Whether code blocks wrap long lines by default. */
    codeWrap: boolean;
    /** Hide the search button. */
    search: boolean;
  };
}
