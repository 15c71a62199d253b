/** A compiled page as a plain HTML string, for feeds: no React, absolute links. Pure. */
import type { RenderNode } from './types';
import { packageManagerCommand } from './package-manager';

const VOID = new Set(['img', 'br', 'hr', 'input', 'meta', 'link']);
const ATTR_NAMES: Record<string, string> = { className: 'class', htmlFor: 'for' };

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

function attrs(props: Record<string, unknown>, origin: string): string {
  return Object.entries(props)
    .filter(([, v]) => v !== false && v !== undefined && v !== null)
    .map(([k, v]) => {
      const name = ATTR_NAMES[k] ?? k;
      if (v === true) return ` ${name}`;
      const value = (name === 'href' || name === 'src') && String(v).startsWith('/') ? `${origin}${v}` : String(v);
      return ` ${name}="${escapeAttr(value)}"`;
    })
    .join('');
}

export function renderHtml(nodes: RenderNode[], origin: string): string {
  const render = (node: RenderNode): string => {
    if (typeof node === 'string') return escapeText(node);
    const [tag, rawProps, ...children] = node;
    const props = (rawProps || {}) as Record<string, string | boolean | undefined>;
    const inner = children.map(render).join('');
    switch (tag) {
      case 'rs-callout':
        return `<blockquote><p><strong>${escapeText(String(props.title || String(props.type).toUpperCase()))}</strong></p>${inner}</blockquote>`;
      case 'rs-code':
        return props.title ? `<p><code>${escapeText(String(props.title))}</code></p>${inner}` : inner;
      case 'rs-pm-tabs':
        return `<pre><code>${escapeText(packageManagerCommand('npm', String(props.command), Boolean(props.run)))}</code></pre>`;
      case 'rs-source-link':
        return `<a href="${escapeAttr(String(props.href))}">${escapeText(String(props.label ?? 'Source'))}</a>`;
      default:
        return VOID.has(tag) ? `<${tag}${attrs(props, origin)}>` : `<${tag}${attrs(props, origin)}>${inner}</${tag}>`;
    }
  };
  return nodes.map(render).join('');
}
