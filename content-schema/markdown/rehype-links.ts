import type { Root, RootContent } from 'hast';
import type { VFile } from 'vfile';
import { isExternalLink, linkRoute, normalizeRoutePath, splitRoute, type Lang } from '../shared/routes';
import type { PageLink } from './types';
import { SKIP, walk } from './walk';

const UNSAFE_PROTOCOL = /^\s*(javascript|vbscript|data):/i;

/** The page a link is written in: the base of relative links and `#anchors`. */
export interface LinkContext {
  lang: Lang;
  routePath: string;
}

declare module 'vfile' {
  interface DataMap {
    /** Internal links of the page with their source line, for the build's link check. */
    links: PageLink[];
  }
}

/**
 * A link as a writer wrote it -> the site path it means: `/guide/x` in a
 * Chinese page is `/zh/guide/x`, and in a page of an archived version
 * `/v0.11/guide/x` (the blog excepted: it exists once), `.md` suffixes are
 * dropped, `./sibling.md` and `#anchor` resolve against the page.
 */
export function resolveInternalHref(href: string, { lang, routePath }: LinkContext): string {
  const hashAt = href.indexOf('#');
  const pathPart = hashAt === -1 ? href : href.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  if (pathPart === '') return routePath + hash;
  const { version, path: inside } = splitRoute(routePath);
  const absolute = pathPart.startsWith('/') ? pathPart : new URL(pathPart, `https://site${inside}`).pathname;
  const clean = normalizeRoutePath(absolute.replace(/\.md$/, ''));
  return linkRoute(clean, version, lang) + hash;
}

/**
 * Makes links work the way writers write them (see `resolveInternalHref`);
 * external links open in a new tab; script URLs are dropped. Internal links
 * are recorded in `file.data.links` so that the build can check them.
 */
export function rehypeLinks(context: LinkContext) {
  return (tree: Root, file: VFile) => {
    const links: PageLink[] = (file.data.links = []);
    walk<RootContent>(tree, (node) => {
      // Code holds no links, and its highlighted tokens are most of a page's elements.
      if (node.type !== 'element' || node.tagName === 'pre' || node.tagName === 'code') return SKIP;
      if (node.tagName !== 'a' || typeof node.properties.href !== 'string') return;
      const href = node.properties.href;
      if (UNSAFE_PROTOCOL.test(href)) {
        delete node.properties.href;
        return;
      }
      if (isExternalLink(href)) {
        node.properties.target = '_blank';
        node.properties.rel = ['noopener', 'noreferrer'];
        return;
      }
      const resolved = resolveInternalHref(href, context);
      node.properties.href = resolved;
      links.push({ href: resolved, line: node.position?.start.line ?? 0 });
    });
  };
}
