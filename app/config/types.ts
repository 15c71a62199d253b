import type { Lang } from '~/lib/routes';

/** A logo: one image, or one per theme. */
type Logo = string | { light: string; dark: string };

export interface SocialLink {
  /** A known icon, or an inline SVG string of your own. */
  icon: 'github' | 'x' | 'discord' | { svg: string };
  /** link: opens `content`; text: shows `content` in a popover; img: shows the image at `content`; dom: renders `content` as markup. */
  mode: 'link' | 'text' | 'img' | 'dom';
  content: string;
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
  editLink: { docRepoBaseUrl: string; text: string };
  /** Overrides of the default outline title (`ON THIS PAGE`). */
  outlineTitle?: string;
}

/** The whole site in one typed object (SPEC §3 Site data and themeConfig). */
export interface SiteConfig {
  title: string;
  description: string;
  /** Canonical origin, for feeds, sitemap and Open Graph. */
  siteUrl: string;
  logo: Logo;
  logoText: string;
  /** Multi-version docs: the default version, empty for a single-version site. */
  multiVersion: { default: string; versions: string[] };
  themeConfig: {
    locales: LocaleConfig[];
    outlineTitle: string;
    /** Show "Last Updated" with the date of the page's last commit. */
    lastUpdated: boolean;
    enableScrollToTop: boolean;
    enableContentAnimation: boolean;
    /** A page without a frontmatter title takes its first h1. */
    fallbackHeadingTitle: boolean;
    /** `auto` hides the navbar when scrolling down and shows it when scrolling up. */
    hideNavbar: 'always' | 'never' | 'auto';
    /** `auto` redirects a first visit to the browser's language once. */
    localeRedirect: 'auto' | 'never';
    socialLinks: SocialLink[];
    /** Hide the appearance switch and force the light theme. */
    darkMode: boolean;
    /** Whether code blocks wrap long lines by default. */
    codeWrap: boolean;
    /** Hide the search button. */
    search: boolean;
  };
}
