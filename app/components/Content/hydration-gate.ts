import { whenIdle } from '~/lib/when-idle';

/**
 * When the prerendered Markdown body hydrates.
 *
 * Hydrating the body runs react-markdown on the page's Markdown (parse,
 * plugins, highlight.js): on a large page tens of milliseconds on a desktop
 * and several times that on a phone, in one main-thread task that cannot be
 * split. Run as soon as the renderer's chunk arrived, it landed in the load
 * window as Total Blocking Time (Lighthouse mobile: 230–650 ms, performance
 * 84–96). Until it hydrates the body is fully usable as it was prerendered:
 * text, code, links (plain document links), callouts, the remembered tab.
 * What needs React is the tabs, the copy and wrap buttons and client-side
 * navigation from body links.
 *
 * So the chunk still loads right after the page, at low priority (see
 * Content.tsx), but the body hydrates only once one of these happens:
 * - the reader reaches for the page: a pointer over the body, or pressing,
 *   touching, focusing or typing anywhere (a click on the sidebar starts a
 *   client navigation, which needs the body hydrated first);
 * - history navigation (back/forward);
 * - the page has been quiet for ten seconds after loading, so a reader who
 *   only reads gets a live body for later without noticing the work. (Not
 *   sooner: a lab run such as Lighthouse's keeps tracing for a few seconds
 *   after the load settles, and would count the render as blocking the load.)
 * Trade: the first interaction may wait for that render (the click on a tab
 * or copy button is held and replayed once the body is live, see below).
 */
const QUIET_AFTER_LOAD_MS = 10_000;

let openGate: () => void = () => {};
/** Resolves when the body may hydrate. */
export const bodyGate = new Promise<void>((resolve) => (openGate = resolve));

let hydrated = false;
/** Prerendered bodies still to hydrate: a page's h1 and the rest of its body are two (Content.tsx). */
let waitingBodies = typeof document === 'undefined' ? 0 : document.querySelectorAll('.rs-doc').length;
let held: HTMLElement | null = null;
const hydratedListeners = new Set<() => void>();

/** Whether the prerendered body has hydrated (for `useSyncExternalStore`). */
export const isBodyHydrated = () => hydrated;

/** Calls `listener` once the prerendered body has hydrated (for `useSyncExternalStore`). */
export function onBodyHydrated(listener: () => void): () => void {
  hydratedListeners.add(listener);
  return () => hydratedListeners.delete(listener);
}

const ANYWHERE = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;
const listen = { capture: true, passive: true } as const;

function inBody(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest('.rs-doc') : null;
}

/** Lets the body hydrate now (idempotent). */
export function openBodyGate() {
  openGate();
}
const open = openBodyGate;

function onPointerOver(event: Event) {
  if (inBody(event.target)) open();
}

/**
 * A click on a button of the body (tab, copy, wrap) before it is live would
 * reach no handler: hold it, open the gate, and click the same button again
 * once the body has hydrated (hydration keeps the prerendered elements).
 */
function onClick(event: MouseEvent) {
  if (hydrated || !inBody(event.target)) return;
  const button = (event.target as Element).closest<HTMLElement>('button, [role="tab"]');
  if (!button) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held = button;
  open();
}

/**
 * Called by MarkdownBody once it has hydrated (`prerendered`) or rendered.
 * Once every prerendered body of the page is live (or the page has moved on
 * to a body rendered in the browser), replays a held click.
 */
export function bodyHydrated(prerendered: boolean) {
  if (!hydrated && prerendered && --waitingBodies > 0) return;
  document.documentElement.dataset.bodyHydrated = '';
  if (hydrated) return;
  hydrated = true;
  openGate();
  for (const type of ANYWHERE) window.removeEventListener(type, open, listen);
  window.removeEventListener('pointerover', onPointerOver, listen);
  window.removeEventListener('popstate', open);
  window.removeEventListener('click', onClick, true);
  const button = held;
  held = null;
  if (button?.isConnected) button.click();
  for (const listener of hydratedListeners) listener();
}

if (typeof window !== 'undefined') {
  // A page loaded without a prerendered body (404, search results…) has
  // nothing to hold back: a body reached by client navigation renders at once.
  if (!document.querySelector('.rs-doc')) openGate();
  for (const type of ANYWHERE) window.addEventListener(type, open, listen);
  window.addEventListener('pointerover', onPointerOver, listen);
  window.addEventListener('popstate', open);
  window.addEventListener('click', onClick, true);
  const afterLoad = () =>
    void whenIdle()
      .then(() => new Promise((resolve) => setTimeout(resolve, QUIET_AFTER_LOAD_MS)))
      .then(() => whenIdle())
      .then(open);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
