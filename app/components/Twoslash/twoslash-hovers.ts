/**
 * Types on hover, the part loaded with the first page that has `twoslash`
 * blocks (Content.tsx): a few delegated listeners on the window and the
 * current page's hover data (its `infos`, from the
 * page's loader data). The names of a `twoslash` block are prerendered as
 * `span.rs-twoslash[data-twoslash="N"]` (content-schema/markdown/rehype-twoslash.ts);
 * the listeners (on the window, like hydration-gate.ts's) read that
 * attribute, so hovers work on the prerendered body before React hydrates it
 * and after. Nothing here is
 * React state: showing a tooltip never renders anything, so it can never
 * reach the body's dehydrated Suspense boundary (React error #421). The
 * tooltip itself (tooltip.ts, with Floating UI) is a chunk of its own, loaded
 * on the first hover or focus of a name, or once the page is idle.
 */
import type { PageTwoslash, TwoslashInfo } from '../../../content-schema/markdown/twoslash/page-twoslash';
import { whenIdle } from '~/lib/when-idle';
import './Twoslash.css';

/** SPEC §9: tooltips open and close after 0.1 s of hovering. */
const HOVER_DELAY_MS = 100;
const NAME = '.rs-doc .rs-twoslash';
const LISTEN = { capture: true, passive: true } as const;

let infos: TwoslashInfo[] = [];
let listening = false;
let timer: ReturnType<typeof setTimeout> | undefined;
let tooltip: Promise<typeof import('./tooltip')> | undefined;
const loadTooltip = () => (tooltip ??= import('./tooltip'));

function nameOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(NAME) : null;
}

function infoOf(name: HTMLElement): TwoslashInfo | undefined {
  return infos[Number(name.dataset.twoslash)];
}

function later(work: () => void, ms: number) {
  clearTimeout(timer);
  timer = setTimeout(work, ms);
}

function show(name: HTMLElement) {
  const info = infoOf(name);
  if (info) void loadTooltip().then((t) => t.showTooltip(name, info));
}

function hide() {
  void tooltip?.then((t) => t.hideTooltip());
}

const inTooltip = (target: EventTarget | null) =>
  target instanceof Element && !!target.closest('.rs-twoslash-tooltip');

function onPointerOver(event: PointerEvent) {
  const name = nameOf(event.target);
  if (name) later(() => show(name), HOVER_DELAY_MS);
  // Moving onto the tooltip keeps it open, so it can be read and scrolled (WCAG 1.4.13).
  else if (inTooltip(event.target)) clearTimeout(timer);
}

function onPointerOut(event: PointerEvent) {
  if (!nameOf(event.target) && !inTooltip(event.target)) return;
  if (nameOf(event.relatedTarget) || inTooltip(event.relatedTarget)) return;
  later(hide, HOVER_DELAY_MS);
}

function onFocusIn(event: FocusEvent) {
  const name = nameOf(event.target);
  if (name) {
    clearTimeout(timer);
    show(name);
  }
}

function onFocusOut(event: FocusEvent) {
  if (nameOf(event.target)) later(hide, 0);
}

function onKeyDown(event: KeyboardEvent) {
  if (event.key === 'Escape') {
    clearTimeout(timer);
    hide();
  }
}

/**
 * The prerendered names become reachable with Tab: only with JavaScript,
 * which shows what they have to say (without it the block is plain
 * highlighted code, with no stops that do nothing). The browser's render
 * of a body gives its names the same `tabindex` (rehype-twoslash.ts), so
 * hydration finds what it renders.
 */
function makeNamesFocusable() {
  for (const name of document.querySelectorAll<HTMLElement>(`${NAME}:not([tabindex])`)) name.tabIndex = 0;
}

/** The hover data of the page on screen (none on a page without `twoslash` blocks). */
export function showTwoslashHovers(data: PageTwoslash | undefined) {
  infos = data?.infos ?? [];
  hide();
  if (!data) return;
  makeNamesFocusable();
  if (!listening) {
    listening = true;
    // On the window, in the capture phase: while the body waits to hydrate,
    // React's own listener on the document stops the events aimed at it
    // (it queues them for replay), so a listener further down never hears them.
    window.addEventListener('pointerover', onPointerOver, LISTEN);
    window.addEventListener('pointerout', onPointerOut, LISTEN);
    window.addEventListener('focusin', onFocusIn, LISTEN);
    window.addEventListener('focusout', onFocusOut, LISTEN);
    window.addEventListener('keydown', onKeyDown, LISTEN);
  }
  void whenIdle().then(loadTooltip);
}
