import type { Element, ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { parseLineRanges } from '../../app/lib/line-ranges';

interface Piece {
  text: string;
  classes: string[];
}

/** Highlighted code as (text, classes) pieces, so that it can be cut at newlines. */
function flatten(nodes: ElementContent[], classes: string[] = []): Piece[] {
  return nodes.flatMap((node): Piece[] => {
    if (node.type === 'text') return [{ text: node.value, classes }];
    if (node.type !== 'element') return [];
    const own = Array.isArray(node.properties.className) ? node.properties.className.map(String) : [];
    return flatten(node.children, [...classes, ...own]);
  });
}

function span(piece: Piece): ElementContent {
  return piece.classes.length
    ? {
        type: 'element',
        tagName: 'span',
        properties: { className: piece.classes },
        children: [{ type: 'text', value: piece.text }],
      }
    : { type: 'text', value: piece.text };
}

/**
 * For fences with highlighted lines (```ts {2,4-5}): cuts the highlighted
 * code into one `span.rs-code__line` per line and marks the chosen ones, at
 * build time, so the browser does no work.
 */
export function rehypeCodeLines() {
  return (tree: Root) => {
    visit(tree, 'element', (wrapper: Element) => {
      if (wrapper.tagName !== 'rs-code' || !wrapper.properties.highlight) return;
      const marked = parseLineRanges(String(wrapper.properties.highlight));
      visit(wrapper, 'element', (code: Element, _i, parent) => {
        if (code.tagName !== 'code' || parent?.tagName !== 'pre') return;
        const lines: Piece[][] = [[]];
        for (const piece of flatten(code.children)) {
          piece.text.split('\n').forEach((part, i) => {
            if (i > 0) lines.push([]);
            if (part) lines[lines.length - 1].push({ text: part, classes: piece.classes });
          });
        }
        if (lines.length > 1 && lines[lines.length - 1].length === 0) lines.pop();
        code.children = lines.flatMap((line, i): ElementContent[] => [
          {
            type: 'element',
            tagName: 'span',
            properties: {
              className: marked.has(i + 1)
                ? ['rs-code__line', 'rs-code__line--highlighted']
                : ['rs-code__line'],
            },
            children: line.map(span),
          },
          ...(i < lines.length - 1 ? [{ type: 'text' as const, value: '\n' }] : []),
        ]);
      });
    });
  };
}
