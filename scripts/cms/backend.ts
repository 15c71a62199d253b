/**
 * The editor's backend: Decap CMS's local proxy protocol (`POST /api/v1`,
 * `{ action, params }`) answered by decap-server's own file-system
 * middleware, with the paths of Decap's layout turned into the site's
 * (content-map.ts) on the way in and back on the way out.
 *
 * decap-server works inside one folder; here each version's folder and
 * public/ (the images) get their own instance, each on a Unix socket in the
 * dev folder, which no browser and no other machine can reach. What
 * decides what may be written is this file, before decap-server is asked:
 *
 * - only a request of the dev server's own page (its host name and port,
 *   no other origin: another site open in the browser, or a page served by
 *   another local server, cannot post here);
 * - only a path that content-map.ts maps, that is a page, a navigation file
 *   or an image of a version that is the writer's to edit (a fetched
 *   version is read-only, with the reason);
 * - no deletes or renames of pages (the editor offers neither).
 *
 * decap-server's own guard (every path resolved under its folder) stays
 * behind these as a second wall.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { request, type Server } from 'node:http';
import path from 'node:path';
import express, { type Request, type Response } from 'express';
// A CommonJS bundle: its exports are properties of the default export under Node's ES modules.
import decapServer from 'decap-server/dist/middlewares';
import { LANGS } from '../../content-schema/shared/routes';
import type { Settings } from '../../content-schema/shared/settings';
import { allowedRequest } from '../dev/events-server';
import {
  collectionFolder,
  MEDIA,
  realFile,
  virtualMediaOf,
  virtualNavigationOf,
  virtualPageOf,
  type MappedVersion,
  type RealFile,
} from './content-map';
import { SECTIONS } from './sections';
import { readOnlyReason } from './decap-config';
import { keepHeaderComment } from './site-format';

/** A refusal the editor shows as it is. */
class Refused extends Error {}

const COMMIT = { commitMessage: 'editor' };

interface Target {
  root: string;
  socket: string;
  server: Server;
}

/** A decap-server of its own for `root`, on a Unix socket. */
async function startDecapServer(root: string, socket: string): Promise<Target> {
  const app = express();
  // decap-server reads its folder from this variable when it registers (synchronously): no setting of the site.
  /* eslint-disable no-restricted-syntax */
  const previous = process.env.GIT_REPO_DIRECTORY;
  process.env.GIT_REPO_DIRECTORY = root;
  const registered = decapServer.registerLocalFs(app, { logLevel: 'warn' });
  if (previous === undefined) delete process.env.GIT_REPO_DIRECTORY;
  else process.env.GIT_REPO_DIRECTORY = previous;
  /* eslint-enable no-restricted-syntax */
  await registered;
  rmSync(socket, { force: true });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(socket, () => resolve(s));
  });
  return { root, socket, server };
}

/** One action of decap-server, in its folder. */
function ask(target: Target, action: string, params: Record<string, unknown>): Promise<unknown> {
  // decap-server's request schema asks for a branch and commit options, which the file system ignores.
  const body = JSON.stringify({ action, params: { branch: 'main', ...params } });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        socketPath: target.socket,
        path: '/api/v1',
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`decap-server: ${res.statusCode} ${text}`));
          else resolve(JSON.parse(text));
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

interface DecapEntry {
  data: string | null;
  file: { path: string; label?: string; id: string | null };
}

export async function startEditorBackend(settings: Settings, socketDir: string) {
  mkdirSync(socketDir, { recursive: true });
  const versions: (MappedVersion & { readOnly?: string })[] = settings.versions.map((v) => ({
    name: v.name,
    dir: v.dir,
    readOnly: readOnlyReason(v),
  }));
  const publicDir = settings.publicDirs[0];
  const targets = new Map<string, Target>();
  let n = 0;
  for (const root of [...versions.map((v) => v.dir), publicDir])
    if (!targets.has(root))
      targets.set(root, await startDecapServer(root, path.join(socketDir, `${n++}.sock`)));

  const targetOf = (real: RealFile) => {
    if (real.kind === 'media')
      return { target: targets.get(publicDir)!, rel: path.relative(publicDir, real.file) };
    const version = versions.find((v) => v.name === real.version)!;
    return { target: targets.get(version.dir)!, rel: path.relative(version.dir, real.file), version };
  };
  /** The real file of a virtual path, or a refusal that says why. */
  const resolve = (virtual: unknown, { write = false } = {}) => {
    const real = typeof virtual === 'string' ? realFile(virtual, versions, publicDir) : undefined;
    if (!real)
      throw new Refused(
        `Refused: ${JSON.stringify(virtual)} is not a page, navigation file or image of this site (content/<version>/{en,zh}/…, public/${MEDIA.dir}/).`,
      );
    const found = targetOf(real);
    if (write && found.version?.readOnly) throw new Refused(found.version.readOnly);
    return { real, ...found };
  };
  const virtualOf = (target: Target, rel: string): string | undefined => {
    if (target.root === publicDir) return virtualMediaOf(rel);
    const real = path.join(target.root, rel);
    for (const version of versions.filter((v) => v.dir === target.root)) {
      const virtual = virtualPageOf(version, real) ?? virtualNavigationOf(version, real);
      if (virtual) return virtual;
    }
    return undefined;
  };
  const entriesBack = (target: Target, entries: DecapEntry[]) =>
    entries.flatMap((e) => {
      const virtual = virtualOf(target, e.file.path);
      return virtual ? [{ ...e, file: { ...e.file, path: virtual } }] : [];
    });

  async function answer(action: string, params: Record<string, unknown>): Promise<unknown> {
    switch (action) {
      case 'info':
        return { repo: path.basename(settings.root), publish_modes: ['simple'], type: 'local_fs' };
      case 'entriesByFolder': {
        const version = versions.find((v) =>
          SECTIONS.some((s) => params.folder === collectionFolder(v.name, s)),
        );
        if (!version)
          throw new Refused(`Refused: ${JSON.stringify(params.folder)} is not a section of this site.`);
        const section = String(params.folder).split('/').at(-1)!;
        const target = targets.get(version.dir)!;
        const lists = await Promise.all(
          LANGS.map(
            (lang) =>
              ask(target, 'entriesByFolder', {
                folder: `${lang}/${section}`,
                extension: 'md',
                depth: 20,
              }) as Promise<DecapEntry[]>,
          ),
        );
        return entriesBack(target, lists.flat());
      }
      case 'entriesByFiles': {
        const files = (params.files as { path: string; label?: string }[]) ?? [];
        return Promise.all(
          files.map(async (file) => {
            const { target, rel } = resolve(file.path);
            const [entry] = (await ask(target, 'entriesByFiles', {
              files: [{ ...file, path: rel }],
            })) as DecapEntry[];
            return { ...entry, file: { ...entry.file, path: file.path } };
          }),
        );
      }
      case 'getEntry': {
        const { target, rel } = resolve(params.path);
        const entry = (await ask(target, 'getEntry', { path: rel })) as DecapEntry;
        return { ...entry, file: { ...entry.file, path: params.path } };
      }
      case 'persistEntry': {
        const entry = params.entry as { path: string; raw: string; newPath?: string } | undefined;
        const dataFiles = (params.dataFiles as (typeof entry)[] | undefined) ?? [entry];
        const assets = (params.assets as { path: string; content: string; encoding: string }[]) ?? [];
        // Check everything before anything is written.
        const writes = dataFiles.map((file) => {
          if (!file || typeof file.raw !== 'string') throw new Refused('Refused: an entry without its text.');
          if (file.newPath)
            throw new Refused('Refused: moving a page is done in the files, not in the editor.');
          const found = resolve(file.path, { write: true });
          if (found.real.kind === 'media')
            throw new Refused('Refused: a page cannot be written as an image.');
          const raw =
            found.real.kind === 'navigation' && existsSync(found.real.file)
              ? keepHeaderComment(readFileSync(found.real.file, 'utf8'), file.raw)
              : file.raw;
          return { ...found, raw };
        });
        const media = assets.map((asset) => {
          const found = resolve(asset.path, { write: true });
          if (found.real.kind !== 'media')
            throw new Refused(`Refused: ${asset.path} is not an image folder.`);
          return { ...found, asset };
        });
        for (const { target, rel, raw } of writes)
          await ask(target, 'persistEntry', {
            dataFiles: [{ slug: path.basename(rel), path: rel, raw }],
            assets: [],
            options: { commitMessage: 'editor', useWorkflow: false, status: 'draft' },
          });
        if (media.length) mkdirSync(path.join(publicDir, MEDIA.dir), { recursive: true });
        for (const { target, rel, asset } of media)
          await ask(target, 'persistMedia', { asset: { ...asset, path: rel }, options: COMMIT });
        return { message: 'entry persisted' };
      }
      case 'getMedia': {
        if (params.mediaFolder !== MEDIA.virtual)
          throw new Refused(`Refused: images live in ${MEDIA.virtual}.`);
        // No image uploaded yet: the folder is made by the first upload, not before (it ships with the site).
        if (!existsSync(path.join(publicDir, MEDIA.dir))) return [];
        const target = targets.get(publicDir)!;
        const files = (await ask(target, 'getMedia', { mediaFolder: MEDIA.dir })) as { path: string }[];
        return files.map((f) => ({ ...f, path: virtualMediaOf(f.path) }));
      }
      case 'getMediaFile': {
        const { target, rel } = resolve(params.path);
        return { ...((await ask(target, 'getMediaFile', { path: rel })) as object), path: params.path };
      }
      case 'persistMedia': {
        const asset = params.asset as { path: string; content: string; encoding: string };
        const { target, rel, real } = resolve(asset?.path, { write: true });
        if (real.kind !== 'media') throw new Refused(`Refused: ${asset.path} is not an image folder.`);
        mkdirSync(path.join(publicDir, MEDIA.dir), { recursive: true });
        const file = (await ask(target, 'persistMedia', {
          asset: { ...asset, path: rel },
          options: COMMIT,
        })) as object;
        return { ...file, path: asset.path };
      }
      case 'deleteFile':
      case 'deleteFiles': {
        const paths = action === 'deleteFile' ? [params.path] : ((params.paths as unknown[]) ?? []);
        const found = paths.map((p) => resolve(p, { write: true }));
        if (found.some((f) => f.real.kind !== 'media'))
          throw new Refused(
            'Refused: pages are removed in the files (both languages and the navigation), not here.',
          );
        for (const { target, rel } of found) await ask(target, 'deleteFile', { path: rel, options: COMMIT });
        return { message: 'deleted' };
      }
      case 'getDeployPreview':
        return null;
      default:
        throw new Refused(`Refused: unknown action ${JSON.stringify(action)}.`);
    }
  }

  const router = express.Router();
  router.post('/api/v1', express.json({ limit: '20mb' }), (req: Request, res: Response) => {
    res.set('Cache-Control', 'no-store');
    // The page's own origin is this server's: the port the request came in on.
    if (!allowedRequest(req, req.socket.localPort ?? settings.port, settings.host).ok) {
      res.status(403).json({ error: 'Refused: only the dev server’s own editor may write here.' });
      return;
    }
    const { action, params } = (req.body ?? {}) as { action?: unknown; params?: Record<string, unknown> };
    answer(String(action), params ?? {}).then(
      (result) => res.json(result),
      (error: Error) => {
        if (error instanceof Refused) res.status(403).json({ error: error.message });
        else {
          console.error(`Editor backend: ${error.message}`);
          res.status(500).json({ error: error.message });
        }
      },
    );
  });

  return {
    router,
    close: () =>
      Promise.all(
        [...targets.values()].map(
          (t) =>
            new Promise<void>((done) => t.server.close(() => (rmSync(t.socket, { force: true }), done()))),
        ),
      ),
  };
}
