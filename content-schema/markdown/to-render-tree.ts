import type { Element, ElementContent, Root } from 'hast';
import { find, html } from 'property-information';
import type { RenderNode } from './types';

/** hast property -> React prop name: `ariaHidden` -> `aria-hidden`, `dataLine` -> `data-line`. */
function reactPropName(property: string): string {
  const info = find(html, property);
  return info.attribute.startsWith('aria-') || info.attribute.startsWith('data-') ? info.attribute : info.property;
}

function convertProps(element: Element): Record<string, unknown> | 0 {
  const entries = Object.entries(element.properties).filter(([, v]) => v !== undefined && v !== null && v !== false);
  if (entries.length === 0) return 0;
  const custom = element.tagName.startsWith('rs-');
  return Object.fromEntries(
    entries.map(([key, value]) => {
      // Components receive their attributes as written; HTML elements get React's names.
      if (custom) return [key, value];
      const name = reactPropName(key);
      return [name, Array.isArray(value) ? value.join(name === 'className' ? ' ' : ', ') : value];
    }),
  );
}

function convert(node: ElementContent): RenderNode | undefined {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return undefined;
  const children = node.children.map(convert).filter((c): c is RenderNode => c !== undefined);
  return [node.tagName, convertProps(node), ...children];
}

/**
 * The hast tree in the shape React wants, decided at build time: props already
 * carry React's names, so the browser only walks arrays (no hast utilities,
 * no property tables). A node is a string or `[tag, props | 0, ...children]`.
 */
export function toRenderTree(root: Root): RenderNode[] {
  return root.children
    .map((child) => convert(child as ElementContent))
    .filter((c): c is RenderNode => c !== undefined && c !== '\n');
}
