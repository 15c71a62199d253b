import { defineNestedType, type FieldDefs } from 'contentlayer2/source-files/schema';
import { titleField } from './text';
import { urlField } from './url';

/** One extra tag for the page's `<head>`: a `<meta>` or a `<link>`. */
const HeadTag = defineNestedType(() => ({
  name: 'HeadTag',
  fields: {
    /** Which element to add. */
    tag: { type: 'enum', options: ['meta', 'link'], required: true },
    /** `<meta name>`. */
    name: { type: 'string' },
    /** `<meta property>` (Open Graph). */
    property: { type: 'string' },
    /** `<meta content>`. */
    content: { type: 'string' },
    /** `<link rel>`. */
    rel: { type: 'string' },
    /** `<link href>`. */
    href: urlField,
    /** `<link type>`. */
    type: { type: 'string' },
  },
}));

/** Frontmatter that every routed page (doc or blog post) may carry. */
export const pageFields = {
  /**
   * Page title, rendered as `<title> - Rslib`. When omitted and the site's
   * `fallbackHeadingTitle` is on, the page's first h1 is used; a page with
   * neither fails the build. When given, it must not be blank.
   */
  title: titleField,
  /** Replaces the default ` - Rslib` suffix of the document title. */
  titleSuffix: { type: 'string' },
  /** One sentence for search engines and link previews (meta description, Open Graph). */
  description: { type: 'string' },
  /** Extra `<meta>`/`<link>` tags for this page only. */
  head: { type: 'list', of: HeadTag },
} satisfies FieldDefs;
