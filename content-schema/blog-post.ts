import { defineDocumentType } from 'contentlayer2/source-files/schema';
import { layoutFields } from './fields/layout';
import { pageFields } from './fields/page';
import { compiledField } from './fields/compiled';
import { urlField } from './fields/url';

/** A blog post: `content/<lang>/blog/<slug>.md` (the blog index is a Doc). */
export const BlogPost = defineDocumentType(() => ({
  name: 'BlogPost',
  filePathPattern: '{en,zh}/blog/!(index).md',
  contentType: 'markdown',
  fields: {
    ...pageFields,
    ...layoutFields,
    /** Publication time, ISO 8601 (`2025-05-14T10:00:00Z`). Orders the blog list and the feeds. */
    date: { type: 'date', required: true },
    /** Banner image shown above the post and in link previews. */
    banner: urlField,
  },
  computedFields: { compiled: compiledField },
}));
