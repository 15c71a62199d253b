/**
 * The tooltip of a name in a `twoslash` block (loaded by twoslash-hovers.ts
 * when first needed): one element, outside React, placed by Floating UI
 * below the name's line, or above it when it fits there and not below, and
 * always inside the viewport's width, so it never covers the line being
 * read. `role="tooltip"`, and the name points at it with
 * `aria-describedby` while it shows. Its text is set as text, never as HTML.
 */
import { autoUpdate, computePosition, flip, offset, shift } from '@floating-ui/dom';
import type { TwoslashInfo } from '../../../content-schema/markdown/twoslash/page-twoslash';

const ID = 'rs-twoslash-tooltip';
/** Kept clear of the viewport's edges. */
const EDGE_PX = 8;

let element: HTMLDivElement | undefined;
let shownFor: HTMLElement | undefined;
let stopUpdating: (() => void) | undefined;

function tooltipElement(): HTMLDivElement {
  if (!element) {
    element = document.createElement('div');
    element.id = ID;
    element.className = 'rs-twoslash-tooltip';
    element.setAttribute('role', 'tooltip');
    element.hidden = true;
    document.body.append(element);
  }
  return element;
}

function child(tag: string, className: string, text: string): HTMLElement {
  const el = document.createElement(tag);
  el.className = className;
  el.textContent = text;
  return el;
}

function fill(el: HTMLElement, { type, docs, tags }: TwoslashInfo) {
  const parts = [child('code', 'rs-twoslash-tooltip__type', type)];
  if (docs) parts.push(child('p', 'rs-twoslash-tooltip__docs', docs));
  for (const [name, text] of tags ?? []) {
    const tag = child('p', 'rs-twoslash-tooltip__tag', text ? ` ${text}` : '');
    tag.prepend(child('span', 'rs-twoslash-tooltip__tag-name', `@${name}`));
    parts.push(tag);
  }
  el.replaceChildren(...parts);
}

async function place(name: HTMLElement, el: HTMLElement) {
  const { x, y } = await computePosition(name, el, {
    placement: 'bottom-start',
    strategy: 'absolute',
    middleware: [
      offset(4),
      // Above the line only when it fits there whole; a type taller than the
      // screen stays below and the page scrolls to it (a tooltip that
      // scrolled itself could not be scrolled from the keyboard).
      flip({ fallbackPlacements: ['top-start'], fallbackStrategy: 'initialPlacement', padding: EDGE_PX }),
      shift({ padding: EDGE_PX }),
    ],
  });
  Object.assign(el.style, { left: `${x}px`, top: `${y}px` });
}

export function showTooltip(name: HTMLElement, info: TwoslashInfo) {
  if (!name.isConnected) return;
  const el = tooltipElement();
  if (shownFor !== name) {
    hideTooltip();
    fill(el, info);
    shownFor = name;
    name.setAttribute('aria-describedby', ID);
    el.hidden = false;
    stopUpdating = autoUpdate(name, el, () => void place(name, el));
  }
}

export function hideTooltip() {
  stopUpdating?.();
  stopUpdating = undefined;
  shownFor?.removeAttribute('aria-describedby');
  shownFor = undefined;
  if (element) element.hidden = true;
}
