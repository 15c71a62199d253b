/**
 * Shapes that travel from loaders to components. Client-safe: types only.
 * Each page type has its own shape (`PageData`, told apart by `kind`); what
 * every page shares with the site (navigation of both languages, search,
 * social links, switches) is the root loader's `SiteData`, sent once.
 */
import type { RstackSection } from '~/config/rstack';
import type { SocialLink } from '~/config/types';
import type { PageTwoslash } from '../../content-schema/markdown/twoslash/page-twoslash';
import type { HeadTag, HeroProps, TocEntry } from './content-types';
import type { OverviewGroup } from './overview';
import type { Lang } from './routes';
import type { SearchConfig } from './search/config';

export type { HeroProps, TocEntry };

export interface PageLinkRef {
  text: string;
  link: string;
}

export interface NavNode {
  text: string;
  link?: string;
  activeMatch?: string;
  tag?: string;
  position: 'left' | 'right';
  items: NavNode[];
}

export type SidebarNode =
  | { kind: 'link'; text: string; link: string; tag?: string }
  | {
      kind: 'group';
      text: string;
      link?: string;
      tag?: string;
      collapsed: boolean;
      collapsible: boolean;
      items: SidebarNode[];
    }
  | { kind: 'divider'; dividerType: 'solid' | 'dashed' }
  | { kind: 'header'; text: string };

export interface BlogPostSummary {
  title: string;
  link: string;
  date: string;
  description?: string;
  banner?: string;
}

/** The same page in a version, or the nearest section or home there (`exact: false`). */
export interface VersionLink {
  name: string;
  label: string;
  /** The release the site documents at its usual addresses. */
  current: boolean;
  link: string;
  exact: boolean;
}

/** The same page in a language, or that language's home when there is no twin. */
export interface Alternate {
  lang: Lang;
  path: string;
  exists: boolean;
}

/** Parts of the shell a page shows, from its frontmatter and the site's switches. */
interface PageLayout {
  navbar: boolean;
  sidebar: boolean;
  outline: boolean;
  footer: boolean;
  globalUIComponents: boolean;
}

/** What every page has. */
interface PageBase {
  routePath: string;
  lang: Lang;
  /** The documentation version the page belongs to. */
  version: string;
  /** The same page in each version (the switcher, an archived page's banner); one entry on a single-version site. */
  versions: VersionLink[];
  /** Frontmatter title, or the first h1 (see `pageTitle`). */
  title: string;
  /** Full `<title>` text, with the suffix applied. */
  documentTitle: string;
  description: string;
  head: HeadTag[];
  layout: PageLayout;
  /** The page's Markdown body; react-markdown renders it on the server and in the browser. */
  markdown: string;
  alternates: Alternate[];
}

/** `pageType: home`: hero, the page's content and the Rstack tool cards. */
export interface HomePage extends PageBase {
  kind: 'home';
  hero?: HeroProps;
  rstack: RstackSection;
}

/** `pageType: custom` (navbar and content) or `blank` (content only). */
interface CustomPage extends PageBase {
  kind: 'custom' | 'blank';
}

/** What a page of the doc layout (sidebar, content, outline, footer) has. */
interface DocPageBase extends PageBase {
  toc: TocEntry[];
  /** Where the h1 that `markdown` starts with ends, when it starts with one (the page actions go under it). */
  titleEnd?: number;
  sidebar: SidebarNode[];
  prev?: PageLinkRef;
  next?: PageLinkRef;
  editLink?: { url: string; text: string };
  lastUpdated?: string;
  /** The hovers of the page's `twoslash` blocks: sent with this page only, never in a shared bundle. */
  twoslash?: PageTwoslash;
  /** A Chinese page whose English twin changed after it was last translated (scripts/translations/status.ts). */
  translationOutdated?: true;
}

/** A guide or configuration page. */
interface DocPage extends DocPageBase {
  kind: 'doc';
}

/** `overview: true`: the section's groups, pages and headings under the content. */
interface OverviewPage extends DocPageBase {
  kind: 'overview';
  overview: OverviewGroup[];
}

/** The blog index (`/blog/`): its posts, newest first, under the content. */
interface BlogIndexPage extends DocPageBase {
  kind: 'blogIndex';
  posts: BlogPostSummary[];
}

/** A blog post: date and banner above the content. */
interface BlogPostPage extends DocPageBase {
  kind: 'blogPost';
  date: string;
  banner?: string;
}

/** Everything one page needs, built by `getPageData` and handed to the route. */
export type PageData = HomePage | CustomPage | DocPage | OverviewPage | BlogIndexPage | BlogPostPage;
export type DocLayoutPage = DocPage | OverviewPage | BlogIndexPage | BlogPostPage;

/** The data of a path with no page: the route's 404 answer. */
export interface NotFoundData {
  kind: 'notFound';
  routePath: string;
  lang: Lang;
  /** The version the unknown path was under. */
  version: string;
  documentTitle: string;
}

/** The site's switches, resolved on the server for the components. */
interface SiteUi {
  /** Doc pages get the scroll-to-top button. */
  scrollToTop: boolean;
  localeRedirect: 'auto' | 'never';
  /** The outline's title per language, when the site sets one instead of the UI string. */
  outlineTitle: Partial<Record<Lang, string>>;
}

/** Site-wide data from the root loader: sent once, not with every page. */
export interface SiteData {
  /** By version, the nav bar of each language (one static 404.html serves every version and language). */
  nav: Record<string, Record<Lang, NavNode[]>>;
  /** The versions the site has, current first; the 404 page's switcher leads to their homes. */
  versions: { name: string; label: string; current: boolean }[];
  /** Which search the dialog uses, or null when the site has no search. */
  search: SearchConfig | null;
  socialLinks: SocialLink[];
  logo: string;
  logoText: string;
  title: string;
  ui: SiteUi;
}
