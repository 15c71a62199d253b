/**
 * What both editors (the dev server's and the published one) add to Decap
 * CMS before it starts: the site's file formats, the editor components for
 * the site's blocks, and the site's renderer as the preview of every page
 * collection, styled by `previewStyle` (the bundle's stylesheet, which is
 * the site's).
 */
import CMS from 'decap-cms-app';
import type { CmsConfig } from 'decap-cms-core';
import '~/styles/tokens.css';
import '~/styles/base.css';
import '~/styles/prose.css';
import '~/styles/highlight.css';
import '~/components/Content/Content.css';
import { SITE_FORMAT, SITE_YAML_FORMAT, siteFrontmatter, siteYaml } from '../site-format';
import { editorComponents } from './editor-components';
import { PagePreview } from './PagePreview';

export interface EditorConfig {
  collections: { name: string; folder?: string }[];
}

/** Where Decap's Markdown widget keeps the mode the writer last chose. */
const MARKDOWN_MODE_KEY = 'cms.md-mode';

export function startDecap(config: EditorConfig, previewStyle: string) {
  // Decap opens a body in rich-text mode unless the writer chose otherwise, and its rich-text
  // serialiser rewrites what it did not change (pads tables, drops blank lines): open it raw.
  if (localStorage.getItem(MARKDOWN_MODE_KEY) === null) localStorage.setItem(MARKDOWN_MODE_KEY, 'raw');
  CMS.registerCustomFormat(SITE_FORMAT, 'md', siteFrontmatter);
  CMS.registerCustomFormat(SITE_YAML_FORMAT, 'yaml', siteYaml);
  for (const component of editorComponents) CMS.registerEditorComponent(component);
  // The stylesheet styles the preview frame only (the editor's page does not link it).
  CMS.registerPreviewStyle(previewStyle);
  for (const collection of config.collections)
    if (collection.folder) CMS.registerPreviewTemplate(collection.name, PagePreview);
  CMS.init({ config: config as unknown as CmsConfig });
}
