import type { i18n } from 'i18next';
import { lazy } from 'react';
import type { Lang } from '~/lib/routes';
import { whenIdle } from '~/lib/when-idle';

// The menu, the clipboard code and their strings are a chunk of their own
// (page-actions-chunk.ts): the first load carries only the two buttons.
const load = () => import('./page-actions-chunk');
type Chunk = Awaited<ReturnType<typeof load>>;

/** The menu, rendered once the chunk has arrived. */
export const LazyPageActionsMenu = lazy(() => load().then((chunk) => ({ default: chunk.PageActionsMenu })));

/** Fetches the chunk ahead of use: when a reader points at or focuses a button. */
export const preload = () => void load().catch(() => {});

/** …or once the page is idle, whichever comes first. */
export const preloadWhenIdle = () => void whenIdle().then(preload);

/** Runs `use` with the chunk, once its strings are in the page's i18next instance. */
export const withChunk = (instance: i18n, use: (chunk: Chunk) => Promise<void>) =>
  load().then((chunk) => {
    chunk.addPageActionStrings(instance, instance.language as Lang);
    return use(chunk);
  });
