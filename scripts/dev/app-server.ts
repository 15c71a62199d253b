/**
 * The app server of `npm run dev` (remix dev starts it with `-c`): what
 * remix-serve does in development (the Remix build's assets and public/,
 * the request handler reloaded on each rebuild, the ready signal to remix
 * dev), plus the content editor at `/admin/` and its backend at `/api/v1`,
 * loaded on their first request (scripts/cms/editor-routes.ts). On HOST
 * (the loopback address unless HOST says otherwise), like everything the
 * dev server starts.
 */
import { statSync, watch } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler } from '@remix-run/express';
import { broadcastDevReady, installGlobals, type ServerBuild } from '@remix-run/node';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import { resolveSettings } from '../../content-schema/shared/settings';

const buildPath = path.resolve(process.argv[2] ?? 'build/server/index.js');
// The settings scripts/dev/server.ts handed down: the app's port and address among them.
const settings = resolveSettings();
const { port, host } = settings;

const importBuild = async () =>
  (await import(`${pathToFileURL(buildPath).href}?t=${statSync(buildPath).mtimeMs}`)) as ServerBuild;

let build = await importBuild();
installGlobals({ nativeFetch: build.future.v3_singleFetch });
// remix dev writes version.txt beside the server build when a rebuild is complete.
watch(path.dirname(buildPath), (_event, name) => {
  if (name !== 'version.txt') return;
  void importBuild().then((next) => {
    build = next;
    return broadcastDevReady(build);
  });
});

type Editor = Awaited<ReturnType<typeof import('../cms/editor-routes').editorRoutes>>;
let editor: Promise<Editor> | undefined;
const editorRouter = (req: Request, res: Response, next: NextFunction) => {
  editor ??= import('../cms/editor-routes').then((m) => m.editorRoutes(settings));
  editor.then(
    (e) => e.router(req, res, next),
    (error: unknown) => {
      // Tried again on the next request.
      editor = undefined;
      next(error);
    },
  );
};

const app = express();
app.disable('x-powered-by');
app.use(compression());
app.use(['/admin', '/api/v1'], (req, res, next) => {
  // The router sees the full path again.
  req.url = req.originalUrl;
  editorRouter(req, res, next);
});
app.use(build.publicPath, express.static(build.assetsBuildDirectory, { immutable: true, maxAge: '1y' }));
for (const dir of settings.publicDirs) app.use(express.static(dir, { maxAge: '1h' }));
app.all('*', (req, res, next) => createRequestHandler({ build, mode: 'development' })(req, res, next));

const server = app.listen(port, host, () => {
  console.log(`[app] http://${host === '127.0.0.1' ? 'localhost' : host}:${port} (editor at /admin/)`);
  void broadcastDevReady(build);
});
const stop = () => {
  server.close();
  void editor?.then((e) => e.close());
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
