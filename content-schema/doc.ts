import { contentPattern } from './shared/routes';
import { defineDocumentType } from 'contentlayer2/source-files/schema';
import { Hero } from './fields/hero';
import { layoutFields } from './fields/layout';
import { pageFields } from './fields/page';
import { compiledField } from './fields/compiled';

/**
 * A documentation page: guides, configuration reference, section index pages,
 * the overview page, the blog index and the home page. Every Markdown file under
 * `content/<lang>/` (or an archived version's `content/v<name>/<lang>/`) that is
 * not a blog post or a shared snippet is a Doc.
 */
export const Doc = defineDocumentType(() => ({
  name: 'Doc',
  filePathPattern: contentPattern('**/*.md'),
  contentType: 'markdown',
  fields: {
    ...pageFields,
    ...layoutFields,
    /** Renders the section's sidebar groups with their pages and headings, plus a filter box. */
    overview: { type: 'boolean', default: false },
    /** Heading depths listed per page on an overview page, e.g. `[2, 3]`. Default `[2]`. */
    overviewHeaders: { type: 'list', of: { type: 'number' } },
    /** The landing page's hero block; only with `pageType: home`. */
    hero: { type: 'nested', of: Hero },
  },
  computedFields: { compiled: compiledField },
}));
