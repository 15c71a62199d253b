/**
 * Real servers on the loopback address for the fetched-content tests: a
 * Node HTTP server answering archives, errors and silence (the git daemon
 * is scripts/lib/loopback.ts's), and archives written entry by entry.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

type Route = Buffer | number | 'hang' | ((request: IncomingMessage, response: ServerResponse) => void);

/**
 * An HTTP server answering each path with a fixed body, a status, nothing at
 * all (`'hang'`), or a handler of its own (a body that never ends).
 */
export async function startHttpServer(routes: Record<string, Route>) {
  const hanging = new Set<import('node:net').Socket>();
  const server: Server = createServer((request, response) => {
    const route = routes[request.url ?? ''];
    if (typeof route === 'function') return route(request, response);
    if (route === 'hang') {
      // Accept the request and never answer it.
      hanging.add(request.socket);
      return;
    }
    if (typeof route === 'number' || route === undefined) {
      response.writeHead(typeof route === 'number' ? route : 404).end();
      return;
    }
    response
      .writeHead(200, { 'content-type': 'application/gzip', 'content-length': route.length })
      .end(route);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: (name: string) => `http://127.0.0.1:${port}${name}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of hanging) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** One ustar header block (and its data, padded) for an entry of any name, kind and link target. */
function tarEntry(name: string, body: string, type = '0', link = ''): Buffer {
  const header = Buffer.alloc(512);
  const put = (text: string, offset: number, length: number) => header.write(text, offset, length, 'utf8');
  const octal = (n: number, length: number) => n.toString(8).padStart(length - 1, '0');
  const data = Buffer.from(body);
  put(name, 0, 100);
  put(`${octal(0o644, 8)}\0`, 100, 8);
  put(`${octal(0, 8)}\0`, 108, 8);
  put(`${octal(0, 8)}\0`, 116, 8);
  put(`${octal(type === '0' ? data.length : 0, 12)}\0`, 124, 12);
  put(`${octal(0, 12)}\0`, 136, 12);
  put(type, 156, 1);
  put(link, 157, 100);
  put('ustar\0', 257, 6);
  put('00', 263, 2);
  header.fill(' ', 148, 156);
  const sum = header.reduce((total, byte) => total + byte, 0);
  put(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8);
  const padded = Buffer.alloc(type === '0' ? Math.ceil(data.length / 512) * 512 : 0);
  if (type === '0') data.copy(padded);
  return Buffer.concat([header, padded]);
}

/** A `.tar.gz` of raw entries (names, kinds and links as given, unchecked): for archives a safe tool would not make. */
export function rawTarball(entries: { name: string; body?: string; type?: string; link?: string }[]): Buffer {
  const blocks = entries.map((e) => tarEntry(e.name, e.body ?? '', e.type ?? '0', e.link ?? ''));
  return gzipSync(Buffer.concat([...blocks, Buffer.alloc(1024)]));
}
