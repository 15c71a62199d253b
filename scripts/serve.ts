/**
 * `npm start`: serves the prerendered site the way a static host would:
 * clean URLs, 404.html with status 404, ETags, compression, and the headers
 * of `_headers` (site-wide security headers, long caching of hashed files;
 * each page carries its own CSP in a meta tag). A site built with
 * BASE_PATH=/rslib/ is served under /rslib/, as a GitHub Pages project site is.
 */
import http from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import handler from 'serve-handler';
import { resolveSettings } from '../content-schema/shared/settings';
import { headersPathToGlob, parseHeadersFile } from './lib/headers-file';

const { outDir: root, basePath: base, port, host } = resolveSettings();

if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`No built site in ${root}/: run \`npm run build\` first.`);
  process.exit(1);
}

/** `_headers` as serve-handler rules (same format static hosts read). */
function headerRules() {
  const file = path.join(root, '_headers');
  if (!existsSync(file)) return [];
  return parseHeadersFile(readFileSync(file, 'utf8')).map(({ path: pattern, headers }) => ({
    source: headersPathToGlob(pattern),
    headers: headers.map(([key, value]) => ({ key, value })),
  }));
}

const headers = headerRules();
// Static hosts compress text responses; so does this server, so that what it
// measures (bench, audit) is what readers get.
const compress = compression();
const serve = (req: http.IncomingMessage, res: http.ServerResponse) => {
  // A folder whose name has a dot (`/v0.11/`, an archived version's home)
  // reads to serve-handler as a file with an extension, so it would not look
  // for the folder's index.html: that file is asked for by name (clean URLs
  // off for it, or serve-handler would redirect the name away).
  const pathname = (req.url ?? '/').split('?')[0];
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // `/%E0.x` is no path at all: answered, as a static host does, and the server goes on.
    res
      .writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' })
      .end('Bad Request: the path is not valid percent-encoded UTF-8\n');
    return;
  }
  const index = path.join(root, decoded, 'index.html');
  const dottedIndex =
    path.extname(pathname) !== '' && index.startsWith(`${root}${path.sep}`) && existsSync(index);
  if (dottedIndex) req.url = req.url!.replace(pathname, path.posix.join(pathname, 'index.html'));
  return handler(req, res, {
    public: root,
    cleanUrls: !dottedIndex,
    directoryListing: false,
    etag: true,
    headers,
  });
};

const server = http.createServer((req, res) =>
  compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => {
    if (!base) return void serve(req, res);
    const url = req.url ?? '/';
    if (url === base || url.startsWith(`${base}?`)) {
      res.writeHead(301, { Location: `${base}/${url.slice(base.length)}` });
      return void res.end();
    }
    // Outside the base nothing is served: a path that cannot exist gets 404.html.
    req.url = url.startsWith(`${base}/`) ? url.slice(base.length) : '/.outside-base';
    return void serve(req, res);
  }),
);

// The loopback address unless HOST names another (settings.ts).
server.listen(port, host, () => {
  console.log(`Rslib docs served at http://${host === '127.0.0.1' ? 'localhost' : host}:${port}${base}/`);
});
