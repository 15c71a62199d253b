import type { FieldDefs } from 'contentlayer2/source-files/schema';

/** Frontmatter that switches parts of the page shell on or off. */
export const layoutFields = {
  /**
   * Layout of the page: `doc` (default: sidebar, content, outline), `home`
   * (landing page), `custom` (navbar and content only), `blank` (content only,
   * no navbar).
   */
  pageType: { type: 'enum', options: ['doc', 'home', 'custom', 'blank'], default: 'doc' },
  /** `false` hides the top navigation bar. */
  navbar: { type: 'boolean', default: true },
  /** `false` hides the left sidebar (blog pages use this). */
  sidebar: { type: 'boolean', default: true },
  /** `false` hides the "On this page" outline. */
  outline: { type: 'boolean', default: true },
  /** `false` hides the page footer (previous/next links, edit link, last updated). */
  footer: { type: 'boolean', default: true },
  /** `false` hides global extras: image zoom and the alternate feed links. */
  globalUIComponents: { type: 'boolean', default: true },
} satisfies FieldDefs;
