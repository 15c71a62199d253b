/**
 * The dev server's content channel: Server-Sent Events that tell open pages
 * when content was rebuilt (`version`) and which problems it has. The app
 * serves on PORT; this listens on PORT + 2 (remix dev's own socket is PORT + 1).
 */
import { createServer, type ServerResponse } from 'node:http';
import type { DevState } from '../../content-schema/shared/problems';

export function startEventsServer(port: number, initial: DevState) {
  let state = initial;
  const clients = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const headers = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' };
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
  server.listen(port);
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
