import type { Nodes, Parents, Root } from 'mdast';
import { SKIP, walk } from './walk';

export const CUSTOM_ID = /\s*\{#([A-Za-z0-9_-]+)\}\s*$/;

/**
 * `## 默认值 {#default-value}` gives the heading the id `default-value`, so that
 * a Chinese page and its English twin share anchors. rehype-heading-slugs keeps
 * ids that are already set and slugs the rest.
 */
export function remarkHeadingId() {
  return (tree: Root) => {
    walk<Nodes, Parents>(tree, (node) => {
      // Headings hold no headings, and paragraphs and tables none either.
      if (node.type === 'paragraph' || node.type === 'table') return SKIP;
      if (node.type !== 'heading') return;
      const last = node.children[node.children.length - 1];
      if (!last || last.type !== 'text') return SKIP;
      const match = CUSTOM_ID.exec(last.value);
      if (!match) return SKIP;
      last.value = last.value.slice(0, match.index);
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id: match[1] } };
      return SKIP;
    });
  };
}
