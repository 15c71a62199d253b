/**
 * A render child process of the prerender: this file run as a script (Node
 * with tsx's loader). Rendering a page is synchronous work on one thread, so
 * on a large site the prerender starts one such process per spare core. Each
 * asks the prerender for a few routes at a time from the queue they all share,
 * renders them with the same `createPageRenderer` as the prerender's own
 * process, writes their files, and at the end hands back how many it
 * rendered and its incremental-build records.
 */
import { fileURLToPath } from 'node:url';
import { runAsChildScript, startChildScript } from './child-script';
import type { PageCacheEntry } from './incremental';
import { createPageRenderer } from './page-renderer';

type ToChild = { routes: string[] };
type FromChild =
  { type: 'next' } | { type: 'done'; rendered: number; records: Record<string, PageCacheEntry> };

/** Routes handed to a child per request: enough to keep it busy between messages. */
const BATCH = 4;

const SELF = fileURLToPath(import.meta.url);

/**
 * Starts a render child that takes routes from `take` until it returns none.
 * `done` resolves with what it rendered once it exited cleanly, and rejects
 * when it failed; `stop()` ends it and resolves once it has exited, so that
 * nothing writes into `outDir` any more.
 */
export function startRenderChild(
  outDir: string,
  previous: string | undefined,
  take: (count: number) => string[],
) {
  const { child, failure, succeeded, stop } = startChildScript(
    SELF,
    { RENDER_CHILD_OUT_DIR: outDir, RENDER_CHILD_PREVIOUS: previous ?? '' },
    { ipc: true },
  );
  let result: { rendered: number; records: Record<string, PageCacheEntry> } | undefined;
  child.on('message', (message: FromChild) => {
    if (message.type === 'next') child.send({ routes: take(BATCH) } satisfies ToChild);
    else result = { rendered: message.rendered, records: message.records };
  });
  const what = 'A render child process failed';
  return {
    done: succeeded(what).then(() => {
      if (!result) throw failure(what);
      return result;
    }),
    stop,
  };
}

async function runAsChild(outDir: string, previous: string | undefined) {
  const renderer = await createPageRenderer(outDir, previous);
  const send = (message: FromChild) => process.send!(message);
  const nextRoutes = () =>
    new Promise<string[]>((resolve) => {
      process.once('message', (message: ToChild) => resolve(message.routes));
      send({ type: 'next' });
    });
  for (let routes = await nextRoutes(); routes.length > 0; routes = await nextRoutes()) {
    await Promise.all(routes.map((route) => renderer.renderRoute(route)));
  }
  await new Promise<void>((resolve, reject) =>
    process.send!(
      { type: 'done', rendered: renderer.rendered, records: renderer.records() } satisfies FromChild,
      undefined,
      undefined,
      (error: Error | null) => (error ? reject(error) : resolve()),
    ),
  );
}

const outDirOfChild = process.env.RENDER_CHILD_OUT_DIR;
if (outDirOfChild)
  runAsChildScript(SELF, () => runAsChild(outDirOfChild, process.env.RENDER_CHILD_PREVIOUS || undefined));
