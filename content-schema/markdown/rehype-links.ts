import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { localizePath, normalizeRoutePath } from '../../app/lib/routes';
import type { PageLink } from './types';

const UNSAFE_PROTOCOL = /^\s*(javascript|vbscript|data):/i;
const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

export interface LinkFileData {
  lang: 'en' | 'zh';
  routePath: string;
  links: PageLink[];
}

/**
 * Makes links work the way writers write them: `/guide/x` in a Chinese page
 * points at `/zh/guide/x`, `.md` suffixes are dropped, `./sibling.md` resolves
 * against the page; external links open in a new tab; script URLs are dropped.
 * Internal links are recorded so that the build can check them.
 */
export function rehypeLinks() {
  return (tree: Root, file: VFile) => {
    const data = file.data as unknown as LinkFileData;
    data.links = [];
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'a' || typeof node.properties.href !== 'string') return;
      const href = node.properties.href;
      if (UNSAFE_PROTOCOL.test(href)) {
        delete node.properties.href;
        return;
      }
      if (EXTERNAL.test(href) || href.startsWith('//')) {
        node.properties.target = '_blank';
        node.properties.rel = ['noopener', 'noreferrer'];
        return;
      }
      const resolved = resolveInternal(href, data);
      node.properties.href = resolved;
      data.links.push({ href: resolved, line: node.position?.start.line ?? 0 });
    });
  };
}

function resolveInternal(href: string, data: LinkFileData): string {
  const hashAt = href.indexOf('#');
  const pathPart = hashAt === -1 ? href : href.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  if (pathPart === '') return data.routePath + hash;
  const absolute = pathPart.startsWith('/')
    ? pathPart
    : new URL(pathPart, `https://site${data.routePath}`).pathname;
  const clean = normalizeRoutePath(absolute.replace(/\.md$/, ''));
  return localizePath(clean, data.lang) + hash;
}
