import type { ElementContent, Root, RootContent } from 'hast';
import type { TocEntry } from './types';

const BLOCK = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'li',
  'pre',
  'tr',
  'blockquote',
  'div',
  'rs-callout',
  'rs-code',
  'table',
  'ul',
  'ol',
  'summary',
]);
const HEADING = /^h([1-6])$/;

/** Outline, ids, first h1 and plain text of a compiled page, in one walk. */
export function extractPageFacts(tree: Root) {
  const toc: TocEntry[] = [];
  const ids: string[] = [];
  let headingTitle = '';
  let text = '';

  const textOf = (node: RootContent | ElementContent): string =>
    node.type === 'text' ? node.value : 'children' in node ? node.children.map(textOf).join('') : '';

  const walk = (node: RootContent | ElementContent) => {
    if (node.type === 'text') {
      text += node.value;
      return;
    }
    if (node.type !== 'element') return;
    const el = node;
    if (typeof el.properties.id === 'string') ids.push(el.properties.id);
    const heading = HEADING.exec(el.tagName);
    if (heading) {
      const depth = Number(heading[1]);
      const value = textOf(el).trim();
      if (depth === 1 && !headingTitle) headingTitle = value;
      if (depth >= 2 && depth <= 4 && typeof el.properties.id === 'string') {
        toc.push({ text: value, id: el.properties.id, depth: depth as 2 | 3 | 4, charIndex: text.length });
      }
    }
    el.children.forEach(walk);
    if (BLOCK.has(el.tagName) && !text.endsWith('\n')) text += '\n';
  };
  tree.children.forEach(walk);
  return { toc, ids, headingTitle, text: text.trim() };
}
