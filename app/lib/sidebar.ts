/** Sidebar selection, active state and previous/next derivation. Pure. */
import { normalizeRoutePath } from './routes';
import type { PageLinkRef, SidebarNode } from './types';

export interface SidebarSection<T> {
  prefix: string;
  items: T[];
}

/** The sidebar whose prefix is the longest one the path (without language prefix) starts with. */
export function findSidebar<T>(sidebars: SidebarSection<T>[], path: string): SidebarSection<T> | undefined {
  return sidebars
    .filter((s) => path.startsWith(s.prefix) || path === s.prefix.replace(/\/$/, ''))
    .sort((a, b) => b.prefix.length - a.prefix.length)[0];
}

/** Whether a sidebar link is the page at `path` (trailing slashes aside). */
export function isSamePage(link: string, path: string): boolean {
  const strip = (p: string) => normalizeRoutePath(p).replace(/(.)\/$/, '$1');
  return strip(link) === strip(path);
}

/** Every page of a sidebar in reading order; a group header that is a link comes before its children. */
export function flattenSidebar(items: SidebarNode[]): PageLinkRef[] {
  const out: PageLinkRef[] = [];
  for (const item of items) {
    if (item.kind === 'link') out.push({ text: item.text, link: item.link });
    if (item.kind === 'group') {
      if (item.link) out.push({ text: item.text, link: item.link });
      out.push(...flattenSidebar(item.items));
    }
  }
  return out;
}

/** Previous and next pages around `path`, in sidebar order. */
export function prevNext(items: SidebarNode[], path: string): { prev?: PageLinkRef; next?: PageLinkRef } {
  const pages = flattenSidebar(items);
  const index = pages.findIndex((p) => isSamePage(p.link, path));
  if (index === -1) return {};
  return { prev: pages[index - 1], next: pages[index + 1] };
}

/** Whether a group (or any group inside it) holds the page at `path`: such groups are shown expanded. */
export function containsPage(item: SidebarNode, path: string): boolean {
  if (item.kind === 'link') return isSamePage(item.link, path);
  if (item.kind === 'group') {
    return (
      (item.link !== undefined && isSamePage(item.link, path)) ||
      item.items.some((c) => containsPage(c, path))
    );
  }
  return false;
}
