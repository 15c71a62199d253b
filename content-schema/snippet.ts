import { defineDocumentType } from 'contentlayer2/source-files/schema';

/**
 * A Markdown fragment under a `shared/` folder. Snippets are never routed:
 * pages pull them in with `::include{file="shared/name.md"}`.
 */
export const Snippet = defineDocumentType(() => ({
  name: 'Snippet',
  filePathPattern: '{en,zh}/**/shared/**/*.md',
  contentType: 'markdown',
  fields: {},
}));
