/**
 * `/admin/` and `/api/v1` of `npm run dev` (scripts/dev/app-server.ts loads
 * this module on the first request for either, so a dev start that never
 * opens the editor pays nothing for it): the editor's page, its
 * configuration generated from content-schema/ on every load, its bundle
 * (built on first use, admin-bundle.ts), and its backend (backend.ts).
 */
import path from 'node:path';
import express from 'express';
import type { Settings } from '../../content-schema/shared/settings';
import { adminBundle } from './admin-bundle';
import { startEditorBackend } from './backend';
import { decapConfig } from './decap-config';

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Content editor · Rslib docs</title>
</head>
<body>
<script type="module" src="/admin/main.js"></script>
</body>
</html>
`;

export async function editorRoutes(settings: Settings) {
  const backend = await startEditorBackend(settings, path.join(settings.devDir, 'cms-sockets'));
  // One build at a time; a later request waits for the one under way.
  let bundle: ReturnType<typeof adminBundle> | undefined;
  const currentBundle = () => {
    bundle ??= adminBundle(settings.root, settings.devDir).then((b) => {
      if (b.built) console.log(`  editor bundle built in ${(b.ms / 1000).toFixed(1)} s`);
      return b;
    });
    return bundle;
  };

  const router = express.Router({ strict: true });
  router.use(backend.router);
  router.get('/admin', (_req, res) => res.redirect(301, '/admin/'));
  router.get('/admin/', (_req, res) => {
    // Warm the bundle while the browser parses the page.
    void currentBundle();
    res.set('Cache-Control', 'no-store').type('html').send(PAGE);
  });
  router.get('/admin/config.json', (_req, res) => {
    res.set('Cache-Control', 'no-store').json(decapConfig(settings));
  });
  router.use('/admin', async (req, res, next) => {
    try {
      const { dir } = await currentBundle();
      express.static(dir, { index: false, cacheControl: false })(req, res, next);
    } catch (error) {
      // A failed build is tried again on the next request.
      bundle = undefined;
      next(error);
    }
  });
  return { router, close: backend.close };
}
