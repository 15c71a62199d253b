import type { PageTwoslash } from './twoslash/page-twoslash';

/** One outline entry: an h2–h4 of the page. */
export interface TocEntry {
  text: string;
  id: string;
  depth: 2 | 3 | 4;
  /** Offset of the heading in the page's plain text (search snippets start there). */
  charIndex: number;
}

/** An internal link found in a page, kept for the build's link check. */
export interface PageLink {
  href: string;
  line: number;
}

/**
 * What the content build learns from one Markdown file. The body itself is
 * not stored a second time: pages are rendered from their Markdown source.
 */
export interface CompiledPage {
  toc: TocEntry[];
  /** Text of the first h1, used when the frontmatter has no title. */
  headingTitle: string;
  /**
   * Where the h1 the body starts with ends (an offset in the body's Markdown),
   * when it starts with one: the page actions go right under it, between the
   * title and the rest of the body (app/components/Content/Content.tsx).
   */
  titleEnd?: number;
  /** Every element id in the page: the targets `#anchors` may point at. */
  ids: string[];
  /** Internal links (site paths, language prefix applied) with their source line. */
  links: PageLink[];
  /** The page as plain text: search records and length checks read it. */
  text: string;
  /** Key of the page's plain Markdown copy, stored beside the content build's output (plain-copy-store.ts). */
  copy?: string;
  /** The hovers of the page's blocks marked `twoslash`, when it has any (twoslash/hovers.ts). */
  twoslash?: PageTwoslash;
}
