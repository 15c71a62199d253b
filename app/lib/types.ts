/** Shapes that travel from loaders to components. Client-safe: types only. */
import type { OverviewGroup } from './overview';
import type { SearchConfig } from './search/config';
import type { Lang } from './routes';

/** The landing page's Rstack section in one language. */
export interface RstackSection {
  title: string;
  tagline: string;
  cards: { name: string; desc: string; logo: string; logoScale?: number; url: string; urlText: string }[];
}

export interface TocEntry {
  text: string;
  id: string;
  depth: 2 | 3 | 4;
  charIndex: number;
}

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

type PageType = 'home' | 'doc' | 'custom' | 'blank' | '404';

export interface HeadTag {
  tag: 'meta' | 'link';
  [attr: string]: string | undefined;
}

export interface HeroProps {
  title: string;
  subTitle?: string;
  description?: string;
  logoUrl?: string;
  getStartedButtonText: string;
  getStartedLink: string;
  learnMoreButtonText?: string;
  learnMoreLink?: string;
  githubURL?: string;
  showStars: boolean;
  showOvalBg: boolean;
}

export interface BlogPostSummary {
  title: string;
  link: string;
  date: string;
  description?: string;
  banner?: string;
}

/** Everything one page needs, built by `getPageData` and handed to the route. */
export interface PageData {
  routePath: string;
  lang: Lang;
  pageType: PageType;
  /** Title shown in the document title (frontmatter title or first h1). */
  title: string;
  /** Full `<title>` text, with the suffix applied. */
  documentTitle: string;
  description: string;
  head: HeadTag[];
  layout: {
    navbar: boolean;
    sidebar: boolean;
    outline: boolean;
    footer: boolean;
    globalUIComponents: boolean;
  };
  /** The page's Markdown body; react-markdown renders it on the server and in the browser. */
  markdown: string;
  toc: TocEntry[];
  nav: NavNode[];
  sidebar: SidebarNode[];
  prev?: PageLinkRef;
  next?: PageLinkRef;
  editLink?: { url: string; text: string };
  lastUpdated?: string;
  /** The same page in the other language, or that language's home when there is no twin. */
  alternates: { lang: Lang; path: string; exists: boolean }[];
  hero?: HeroProps;
  /** On the home page only: the Rstack section with its tool cards, in the page's language. */
  rstack?: RstackSection;
  blogPost?: { date: string; banner?: string };
  blogPosts?: BlogPostSummary[];
  /** Which search the dialog uses (local index or Algolia), from the build's environment. */
  search: SearchConfig;
  /** On an overview page (`overview: true`): the section's groups, pages and headings. */
  overview?: OverviewGroup[];
  /** On the 404 page only: the nav of each language, as one static 404.html serves every path. */
  navByLang?: Record<Lang, NavNode[]>;
}
