/**
 * `npm run dev`: Contentlayer in watch mode beside the Remix dev server. A
 * Markdown change regenerates `.contentlayer/generated`, which Remix watches
 * (remix.config.js `watchPaths`): it rebuilds and reloads the page, and the
 * content module re-reads the new output.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const bin = 'node_modules/.bin';
const children: ChildProcess[] = [
  spawn(`${bin}/contentlayer2`, ['dev'], { stdio: 'inherit' }),
  spawn(`${bin}/remix`, ['dev'], { stdio: 'inherit' }),
];

const stop = (code = 0) => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
};
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
