// `npm start`: serves the prerendered site in dist/ the way a static host
// would: clean URLs, 404.html with status 404, ETags, long-lived caching of
// hashed assets.
import http from 'node:http';
import { existsSync } from 'node:fs';
import handler from 'serve-handler';

const port = Number(process.env.PORT ?? 3000);
const root = process.env.OUT_DIR ?? 'dist';

if (!existsSync(`${root}/index.html`)) {
  console.error(`No built site in ${root}/: run \`npm run build\` first.`);
  process.exit(1);
}

const server = http.createServer((req, res) =>
  handler(req, res, {
    public: root,
    cleanUrls: true,
    directoryListing: false,
    etag: true,
    headers: [{ source: 'assets/**', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] }],
  }),
);

server.listen(port, '127.0.0.1', () => {
  console.log(`Rslib docs served at http://localhost:${port}/`);
});
