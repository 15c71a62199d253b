/**
 * The editor's page (`/admin/` under `npm run dev`): Decap CMS with the
 * configuration the dev server generates from content-schema/
 * (`/admin/config.json`, scripts/cms/decap-config.ts), the site's formats,
 * blocks and preview (register.ts), and the dev server's problems and
 * translation status beside the form. Bundled on first use by
 * scripts/cms/admin-bundle.ts; never part of the site.
 */
import { createRoot } from 'react-dom/client';
import { startDecap, type EditorConfig } from './register';
import { WriterPanel } from './WriterPanel';

const config = (await fetch('/admin/config.json').then((r) => r.json())) as EditorConfig & {
  backend: { proxy_url: string };
};
config.backend.proxy_url = new URL(config.backend.proxy_url, location.href).href;
startDecap(config, '/admin/main.css');

const panel = document.createElement('div');
document.body.append(panel);
createRoot(panel).render(<WriterPanel />);
