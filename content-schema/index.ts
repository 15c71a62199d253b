import { makeSource } from 'contentlayer2/source-files';
import { documentTypes } from './document-types';
import { siteSettings } from './shared/settings';

export default makeSource({
  contentDirPath: siteSettings().contentDir,
  documentTypes,
  // Pages are compiled by the `compiled` computed field; Contentlayer's own
  // HTML pass would be a second, unused Markdown parse of every page.
  markdown: (builder) => {
    builder.use(function noHtml(this: { parser: unknown; compiler: unknown }) {
      this.parser = () => ({ type: 'root', children: [] });
      this.compiler = () => '';
    });
  },
  // Schema problems are reported by scripts/checks/frontmatter-check.ts, which
  // knows lines and columns and lists every file in one run, and which fails
  // the build, content:check and the dev overlay alike. Contentlayer skips a
  // bad document quietly instead of stopping at it with a less helpful message.
  onUnknownDocuments: 'skip-ignore',
  onExtraFieldData: 'ignore',
  onMissingOrIncompatibleData: 'skip-ignore',
  disableImportAliasWarning: true,
});
