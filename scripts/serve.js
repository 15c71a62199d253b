// `npm start`: serves the prerendered site in dist/ the way a static host
// would: clean URLs, 404.html with status 404, ETags, and the headers of
// dist/_headers (site-wide security headers, long caching of hashed files;
// each page carries its own CSP in a meta tag).
import http from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import compression from 'compression';
import handler from 'serve-handler';
import { headersPathToGlob, parseHeadersFile } from './lib/headers-file.js';

const port = Number(process.env.PORT ?? 3000);
const root = process.env.OUT_DIR ?? 'dist';
// A site built with BASE_PATH=/rslib/ is served under /rslib/, as a GitHub Pages project site is.
const base = (process.env.BASE_PATH ?? '').replace(/\/+$/, '');

if (!existsSync(`${root}/index.html`)) {
  console.error(`No built site in ${root}/: run \`npm run build\` first.`);
  process.exit(1);
}

/** `_headers` as serve-handler rules (same format static hosts read). */
function headerRules() {
  const file = `${root}/_headers`;
  if (!existsSync(file)) return [];
  return parseHeadersFile(readFileSync(file, 'utf8')).map(({ path, headers }) => ({
    source: headersPathToGlob(path),
    headers: headers.map(([key, value]) => ({ key, value })),
  }));
}

const headers = headerRules();
// Static hosts compress text responses; so does this server, so that what it
// measures (bench, audit) is what readers get.
const compress = compression();
const serve = (req, res) =>
  handler(req, res, { public: root, cleanUrls: true, directoryListing: false, etag: true, headers });

const server = http.createServer((req, res) =>
  compress(req, res, () => {
    if (!base) return serve(req, res);
    const url = req.url ?? '/';
    if (url === base || url.startsWith(`${base}?`)) {
      res.writeHead(301, { Location: `${base}/${url.slice(base.length)}` });
      return res.end();
    }
    // Outside the base nothing is served: a path that cannot exist gets 404.html.
    req.url = url.startsWith(`${base}/`) ? url.slice(base.length) : '/.outside-base';
    return serve(req, res);
  }),
);

server.listen(port, '127.0.0.1', () => {
  console.log(`Rslib docs served at http://localhost:${port}${base}/`);
});
