/**
 * The editor's page (`/admin/` under `npm run dev`): Decap CMS with the
 * configuration the dev server generates from content-schema/
 * (`/admin/config.json`, scripts/cms/decap-config.ts), the site's file
 * formats, editor components for the site's blocks, the site's renderer
 * as the preview, and the dev server's problems beside the form.
 * Bundled on first use by scripts/cms/admin-bundle.ts; never part of the site.
 */
import CMS from 'decap-cms-app';
import type { CmsConfig } from 'decap-cms-core';
import { createRoot } from 'react-dom/client';
import '~/styles/tokens.css';
import '~/styles/base.css';
import '~/styles/prose.css';
import '~/styles/highlight.css';
import '~/components/Content/Content.css';
import { SITE_FORMAT, SITE_YAML_FORMAT, siteFrontmatter, siteYaml } from '../site-format';
import { editorComponents } from './editor-components';
import { PagePreview } from './PagePreview';
import { WriterPanel } from './WriterPanel';

interface Config {
  backend: { proxy_url: string };
  collections: { name: string; folder?: string }[];
}

const config = (await fetch('/admin/config.json').then((r) => r.json())) as Config;
config.backend.proxy_url = new URL(config.backend.proxy_url, location.href).href;

CMS.registerCustomFormat(SITE_FORMAT, 'md', siteFrontmatter);
CMS.registerCustomFormat(SITE_YAML_FORMAT, 'yaml', siteYaml);
for (const component of editorComponents) CMS.registerEditorComponent(component);
// The bundle's stylesheet is the site's: it styles the preview frame only (this page does not link it).
CMS.registerPreviewStyle('/admin/main.css');
for (const collection of config.collections)
  if (collection.folder) CMS.registerPreviewTemplate(collection.name, PagePreview);
CMS.init({ config: config as unknown as CmsConfig });

const panel = document.createElement('div');
document.body.append(panel);
createRoot(panel).render(<WriterPanel />);
