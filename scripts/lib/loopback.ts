/**
 * Servers on the loopback address for tests and the bench: a free port,
 * whether a port accepts connections, and a real `git daemon`.
 */
import { spawn } from 'node:child_process';
import { connect, createServer } from 'node:net';

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Whether something accepts connections on `port` of 127.0.0.1. */
export const listens = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** `git daemon` exporting every repository under `base`, at git://127.0.0.1:<port>/<name>. */
export async function startGitDaemon(base: string) {
  const port = await freePort();
  const daemon = spawn(
    'git',
    [
      'daemon',
      '--reuseaddr',
      '--export-all',
      `--base-path=${base}`,
      '--listen=127.0.0.1',
      `--port=${port}`,
      base,
    ],
    { stdio: 'ignore' },
  );
  // Ready when it accepts a connection.
  for (let i = 0; i < 100 && !(await listens(port)); i++) await new Promise((r) => setTimeout(r, 50));
  return {
    url: (name: string) => `git://127.0.0.1:${port}/${name}`,
    close: () =>
      new Promise<void>((resolve) => {
        if (daemon.exitCode !== null || daemon.signalCode !== null) return resolve();
        daemon.once('exit', () => resolve());
        daemon.kill('SIGTERM');
      }),
  };
}
