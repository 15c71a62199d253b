import { makeSource } from 'contentlayer2/source-files';
import { BlogPost } from './blog-post';
import { Doc } from './doc';
import { Navigation } from './navigation';
import { Snippet } from './snippet';
import { CONTENT_DIR } from './fields/compiled';

export default makeSource({
  contentDirPath: CONTENT_DIR,
  // Order matters: a file belongs to the first type whose pattern matches it.
  documentTypes: [Navigation, Snippet, BlogPost, Doc],
  // Pages are compiled by the `compiled` computed field; Contentlayer's own
  // HTML pass would be a second, unused Markdown parse of every page.
  markdown: (builder) => {
    builder.use(function noHtml(this: { parser: unknown; compiler: unknown }) {
      this.parser = () => ({ type: 'root', children: [] });
      this.compiler = () => '';
    });
  },
  // By default Contentlayer warns and drops a bad document; a docs build must
  // fail instead, naming the file and the field.
  onUnknownDocuments: 'fail',
  onExtraFieldData: 'fail',
  onMissingOrIncompatibleData: 'fail',
  disableImportAliasWarning: true,
});
