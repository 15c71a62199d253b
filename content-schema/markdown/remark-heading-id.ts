import type { Heading, Root } from 'mdast';
import { visit } from 'unist-util-visit';

const CUSTOM_ID = /\s*\{#([A-Za-z0-9_-]+)\}\s*$/;

/**
 * `## 默认值 {#default-value}` gives the heading the id `default-value`, so that
 * a Chinese page and its English twin share anchors. rehype-slug keeps ids that
 * are already set and slugs the rest.
 */
export function remarkHeadingId() {
  return (tree: Root) => {
    visit(tree, 'heading', (node: Heading) => {
      const last = node.children[node.children.length - 1];
      if (!last || last.type !== 'text') return;
      const match = CUSTOM_ID.exec(last.value);
      if (!match) return;
      last.value = last.value.slice(0, match.index);
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id: match[1] } };
    });
  };
}
