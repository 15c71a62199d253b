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
import { allowedRequest } from '../dev/events-server';
import { translationStatus } from '../translations/status';
import { createPage, NewPageError } from '../writer/new-page';
import { adminBundle } from './admin-bundle';
import { startEditorBackend } from './backend';
import { slugOf } from './content-map';
import { SECTIONS, type Section } from './sections';
import { collectionName, decapConfig, readOnlyReason } from './decap-config';

/** The translation status of each page, keyed as the editor names it: `guide/start__quick-start`. */
async function translationsByEntry(settings: Settings) {
  const rows = await translationStatus(settings);
  const out: Record<string, { status: string; reason?: string; en: string | null; zh: string | null }> = {};
  for (const row of rows) {
    const version = settings.versions.find((v) => v.name === row.version);
    if (!version) continue;
    const parts = row.page.split('/');
    if (!version.current) parts.shift();
    const [, section, ...inside] = parts;
    const slug = slugOf(inside.join('/'));
    if (!slug || !SECTIONS.includes(section as Section)) continue;
    out[`${collectionName(version, section)}/${slug}`] = {
      status: row.status,
      reason: row.reason,
      en: row.en.lastChanged,
      zh: row.zh.lastChanged,
    };
  }
  return out;
}

/** The editor's page, naming the bundle by its inputs' key so that the browser may keep it (and its compiled code) until they change. */
const page = (key: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Content editor · Rslib docs</title>
<link rel="modulepreload" href="/admin/main.js?v=${key}">
<link rel="preload" href="/admin/config.json" as="fetch" crossorigin="anonymous">
</head>
<body>
<script type="module" src="/admin/main.js?v=${key}"></script>
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
  router.get('/admin/', (_req, res, next) => {
    currentBundle().then(
      ({ dir }) =>
        res
          .set('Cache-Control', 'no-store')
          .type('html')
          .send(page(path.basename(dir))),
      (error: unknown) => {
        bundle = undefined;
        next(error);
      },
    );
  });
  router.get('/admin/config.json', (_req, res) => {
    res.set('Cache-Control', 'no-store').json(decapConfig(settings));
  });
  router.get('/admin/translations.json', (_req, res, next) => {
    translationsByEntry(settings).then((rows) => res.set('Cache-Control', 'no-store').json(rows), next);
  });
  // The New page form: both languages from the template and both sidebar entries, as `npm run new-page`.
  router.post('/admin/new-page', express.json({ limit: '10kb' }), (req, res) => {
    res.set('Cache-Control', 'no-store');
    if (!allowedRequest(req, req.socket.localPort ?? settings.port, settings.host).ok) {
      res.status(403).json({ error: 'Refused: only the dev server’s own editor may create pages.' });
      return;
    }
    const current = settings.versions.find((v) => v.current)!;
    const reason = readOnlyReason(current);
    if (reason) {
      res.status(403).json({ error: reason });
      return;
    }
    const { path: route, en, zh } = (req.body ?? {}) as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    try {
      const { link } = createPage(current.dir, text(route), { en: text(en), zh: text(zh) });
      const [section, ...inside] = link.slice(1).split('/');
      const slug = slugOf(`${inside.join('/') || 'index'}${link.endsWith('/') ? 'index' : ''}.md`);
      res.json({
        link,
        entry:
          SECTIONS.includes(section as Section) && slug
            ? `${collectionName(current, section)}/${slug}`
            : undefined,
      });
    } catch (error) {
      if (!(error instanceof NewPageError)) throw error;
      res.status(400).json({ error: error.message });
    }
  });
  router.use('/admin', async (req, res, next) => {
    try {
      const { dir } = await currentBundle();
      // A file asked for by the current bundle's key never changes under that name.
      const current = req.query.v === path.basename(dir);
      express.static(dir, {
        index: false,
        cacheControl: false,
        setHeaders: (response) =>
          response.set('Cache-Control', current ? 'private, max-age=31536000, immutable' : 'no-cache'),
      })(req, res, next);
    } catch (error) {
      // A failed build is tried again on the next request.
      bundle = undefined;
      next(error);
    }
  });
  return { router, close: backend.close };
}
