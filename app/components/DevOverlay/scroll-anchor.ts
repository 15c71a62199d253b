/** The heading at the top of the window and how far below the top it sits. */
export interface ScrollAnchor {
  id: string;
  top: number;
}

/** The last heading with an id that starts above the middle of the window. */
export function anchorAtTop(): ScrollAnchor | undefined {
  if (window.scrollY === 0) return undefined;
  const headings = [...document.querySelectorAll<HTMLElement>('main :is(h1, h2, h3, h4)[id]')];
  let best: ScrollAnchor | undefined;
  for (const heading of headings) {
    const top = heading.getBoundingClientRect().top;
    if (top > window.innerHeight / 2) break;
    best = { id: heading.id, top };
  }
  return best;
}

/** Puts the heading back where it was, when the page still has it. */
export function restoreAnchor(anchor: ScrollAnchor) {
  const heading = document.getElementById(anchor.id);
  if (heading) window.scrollBy(0, heading.getBoundingClientRect().top - anchor.top);
}
