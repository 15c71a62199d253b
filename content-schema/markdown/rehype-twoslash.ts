import type { Element, ElementContent, Root, RootContent, Text } from 'hast';
import type { PageTwoslash, TwoslashHover } from './twoslash/page-twoslash';
import { SKIP, walk } from './walk';

const NO_CODE_BLOCKS = /^(p|pre|table|h[1-6])$/;

/** The text of a piece of code, hovers cut out of it as `span.rs-twoslash` (their info in `data-twoslash`). */
function cut(text: Text, from: number, hovers: TwoslashHover[], focusable: boolean): ElementContent[] {
  const end = from + text.value.length;
  const inside = hovers.filter(([start, length]) => start >= from && start + length <= end);
  if (inside.length === 0) return [text];
  const pieces: ElementContent[] = [];
  let at = from;
  for (const [start, length, info] of inside) {
    if (start < at) continue;
    if (start > at) pieces.push({ type: 'text', value: text.value.slice(at - from, start - from) });
    pieces.push({
      type: 'element',
      tagName: 'span',
      properties: { className: ['rs-twoslash'], dataTwoslash: info, ...(focusable ? { tabIndex: 0 } : {}) },
      children: [{ type: 'text', value: text.value.slice(start - from, start - from + length) }],
    });
    at = start + length;
  }
  if (at < end) pieces.push({ type: 'text', value: text.value.slice(at - from) });
  return pieces;
}

const textLength = (node: ElementContent): number =>
  node.type === 'text'
    ? node.value.length
    : node.type === 'element'
      ? node.children.reduce((n, c) => n + textLength(c), 0)
      : 0;

/** Cuts the hovers out of the text nodes of highlighted code; a name split across tokens keeps no hover. */
function wrapHovers(parent: Element, from: number, hovers: TwoslashHover[], focusable: boolean): number {
  let at = from;
  parent.children = parent.children.flatMap((child) => {
    const start = at;
    at += textLength(child);
    if (child.type === 'text') return cut(child, start, hovers, focusable);
    if (child.type === 'element') wrapHovers(child, start, hovers, focusable);
    return [child];
  });
  return at;
}

/**
 * The hover layer of blocks marked `twoslash`, on top of rehype-highlight's
 * colours: each name the page's hover data (twoslash/page-twoslash.ts) has a
 * hover for becomes `<span class="rs-twoslash" data-twoslash="N">` around
 * its text, N being its entry in the page's `infos`. The tooltip
 * (app/components/Twoslash/) reads that attribute. Names are tab stops only
 * where the tooltip can run (`focusable`: the browser's render; the
 * prerendered ones get the same `tabindex` from twoslash-hovers.ts), so
 * without JavaScript the block is the same highlighted code. Blocks are
 * matched to the data in document order, and a block whose code length no
 * longer matches is left without hovers.
 */
export function rehypeTwoslash({ data, focusable }: { data: PageTwoslash; focusable: boolean }) {
  return (tree: Root) => {
    let block = 0;
    walk<RootContent>(tree, (wrapper) => {
      if (wrapper.type !== 'element' || NO_CODE_BLOCKS.test(wrapper.tagName)) return SKIP;
      if (wrapper.tagName !== 'rs-code') return;
      if (!wrapper.properties.twoslash) return SKIP;
      const hovers = data.blocks[block++];
      walk<RootContent, Element>(wrapper, (code, _i, parent) => {
        if (code.type !== 'element') return SKIP;
        if (code.tagName !== 'code' || parent.tagName !== 'pre') return;
        const chars = textLength(code);
        // The code as rendered ends with the newline mdast-util-to-hast adds (unless cut into lines).
        if (hovers && (chars === hovers.chars || chars === hovers.chars + 1)) {
          wrapHovers(
            code,
            0,
            [...hovers.hovers].sort((a, b) => a[0] - b[0]),
            focusable,
          );
        }
        return SKIP;
      });
      return SKIP;
    });
  };
}
