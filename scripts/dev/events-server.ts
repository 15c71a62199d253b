/**
 * The dev server's content channel: Server-Sent Events that tell open pages
 * when content was rebuilt (`version`) and which problems it has. The app
 * serves on PORT; this listens on PORT + 2 (remix dev's own socket is PORT + 1),
 * on the same address as the app (settings.host: the loopback address unless
 * HOST says otherwise).
 *
 * Problems quote file names and content, so only the dev server's own pages
 * may read them: a request from another origin is refused (403, no
 * Access-Control-Allow-Origin), and so is one addressed to a host name that is
 * not this machine's (a page of evil.example whose name was made to point at
 * 127.0.0.1, DNS rebinding).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import type { DevState } from '../../content-schema/shared/problems';

/** The host name a request is addressed to, when it is one of this machine's; else undefined. */
function ownHostname(req: IncomingMessage, host: string): string | undefined {
  let hostname: string;
  try {
    hostname = new URL(`http://${req.headers.host ?? ''}`).hostname.toLowerCase();
  } catch {
    return undefined;
  }
  const bare = hostname.replace(/^\[|\]$/g, '');
  return hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    isIP(bare) ||
    hostname === host.toLowerCase()
    ? hostname
    : undefined;
}

/**
 * Whether `req` may be answered, and the origin to allow: a page of the dev
 * server itself (same host name, the app's port). No `Origin` (a terminal,
 * the dev server's own checks) is answered without one.
 */
export function allowedRequest(
  req: IncomingMessage,
  appPort: number,
  host: string,
): { ok: false } | { ok: true; origin?: string } {
  const hostname = ownHostname(req, host);
  if (!hostname) return { ok: false };
  const origin = req.headers.origin;
  if (origin === undefined) return { ok: true };
  try {
    const url = new URL(origin);
    const own = url.protocol === 'http:' && url.hostname === hostname && Number(url.port || 80) === appPort;
    return own ? { ok: true, origin } : { ok: false };
  } catch {
    return { ok: false };
  }
}

export function startEventsServer(
  { port, appPort, host }: { port: number; appPort: number; host: string },
  initial: DevState,
) {
  let state = initial;
  const clients = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const allowed = allowedRequest(req, appPort, host);
    if (!allowed.ok) {
      res.writeHead(403, { 'Cache-Control': 'no-store' }).end();
      return;
    }
    const headers = {
      ...(allowed.origin ? { 'Access-Control-Allow-Origin': allowed.origin } : {}),
      Vary: 'Origin',
      'Cache-Control': 'no-store',
    };
    if (req.url === '/events') {
      res.writeHead(200, { ...headers, 'Content-Type': 'text/event-stream', Connection: 'keep-alive' });
      res.write(`data: ${JSON.stringify(state)}\n\n`);
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return;
    }
    if (req.url === '/state') {
      res.writeHead(200, { ...headers, 'Content-Type': 'application/json' });
      res.end(JSON.stringify(state));
      return;
    }
    res.writeHead(404, headers).end();
  });
  server.listen(port, host);
  return {
    publish(next: DevState) {
      state = next;
      for (const client of clients) client.write(`data: ${JSON.stringify(state)}\n\n`);
    },
    get state() {
      return state;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of clients) client.end();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
