import { findPage, pageTitle, type PageRecord } from './content-query.server';
import { isSamePage } from './sidebar';
import type { SidebarNode } from './types';
import type { OverviewGroup, OverviewItem } from './overview';

const DEFAULT_DEPTHS = [2];

function itemsOf(nodes: SidebarNode[], depths: number[], self: string): OverviewItem[] {
  return nodes.flatMap((node): OverviewItem[] => {
    if (node.kind === 'group') return itemsOf(node.items, depths, self);
    if (node.kind !== 'link' || isSamePage(node.link, self)) return [];
    const target = findPage(node.link);
    const headers = (target?.compiled.toc ?? [])
      .filter((t) => depths.includes(t.depth))
      .map(({ id, text, depth }) => ({ id, text, depth }));
    return [{ text: node.text, link: node.link, headers }];
  });
}

/** The groups an overview page lists: its sidebar's groups, each page with its headings. */
export function overviewGroups(page: PageRecord, sidebar: SidebarNode[]): OverviewGroup[] {
  const depths = page.kind === 'doc' && page.overviewHeaders?.length ? page.overviewHeaders : DEFAULT_DEPTHS;
  const loose = sidebar.filter((n) => n.kind === 'link');
  const groups: OverviewGroup[] = sidebar
    .filter((n): n is Extract<SidebarNode, { kind: 'group' }> => n.kind === 'group')
    .map((g) => ({ name: g.text, items: itemsOf(g.items, depths, page.route) }));
  const looseItems = itemsOf(loose, depths, page.route);
  return looseItems.length ? [{ name: pageTitle(page), items: looseItems }, ...groups] : groups;
}
