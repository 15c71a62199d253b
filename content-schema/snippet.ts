import { contentPattern } from './shared/routes';
import { defineDocumentType } from 'contentlayer2/source-files/schema';

/**
 * A Markdown file under a `shared/` folder: never routed, as files of shared
 * folders must not be. The site has no include directive, so no page shows
 * a snippet; its frontmatter is still checked like any other file's.
 */
export const Snippet = defineDocumentType(() => ({
  name: 'Snippet',
  filePathPattern: contentPattern('**/shared/**/*.md'),
  contentType: 'markdown',
  fields: {},
}));
