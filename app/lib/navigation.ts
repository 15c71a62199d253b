/**
 * Turns the navigation data of `content/<lang>/_navigation.yaml` (or an
 * archived version's) into typed nodes whose links carry the version and
 * language prefixes. Pure.
 */
import { CURRENT_VERSION } from '../../content-schema/shared/versions';
import { isExternalLink, linkRoute, type Lang } from './routes';
import { safeUrl } from '../../content-schema/shared/urls';
import type { ContentProblem } from '../../content-schema/shared/problems';
import type { RawNavItem, RawSidebarItem } from './content-types';
import type { NavNode, SidebarNode } from './types';

/** A link as pages get it: a site path with its prefixes, a URL as it is, and nothing for a scheme the site refuses. */
const localize = (link: string | undefined, version: string, lang: Lang) =>
  safeUrl(link) === undefined ? undefined : isExternalLink(link!) ? link : linkRoute(link!, version, lang);

export function toNavNodes(items: RawNavItem[], lang: Lang, version = CURRENT_VERSION): NavNode[] {
  return items.map((item) => ({
    text: item.text,
    link: localize(item.link, version, lang),
    activeMatch: item.activeMatch,
    tag: item.tag,
    position: item.position ?? 'right',
    items: toNavNodes(item.items ?? [], lang, version),
  }));
}

/**
 * Each raw item must be exactly one thing: a divider, a section header, a group
 * (has `items`) or a page link (has `text` and `link`). Problems are pushed to
 * `errors` with the file and the item's field path (`where` is the path of
 * `items`), so the build can report them all at once.
 */
export function toSidebarNodes(
  items: RawSidebarItem[],
  lang: Lang,
  errors: ContentProblem[],
  where: { file: string; field: string },
  version = CURRENT_VERSION,
): SidebarNode[] {
  return items.flatMap((item, i): SidebarNode[] => {
    const at = { file: where.file, field: `${where.field}[${i}]` };
    if (item.dividerType) return [{ kind: 'divider', dividerType: item.dividerType }];
    if (item.sectionHeaderText) return [{ kind: 'header', text: item.sectionHeaderText }];
    if (!item.text) {
      errors.push({ ...at, message: 'a sidebar item needs "text" (or "dividerType" / "sectionHeaderText")' });
      return [];
    }
    if (item.items) {
      return [
        {
          kind: 'group',
          text: item.text,
          link: localize(item.link, version, lang),
          tag: item.tag,
          collapsed: item.collapsed ?? false,
          collapsible: item.collapsible ?? true,
          items: toSidebarNodes(item.items, lang, errors, { ...at, field: `${at.field}.items` }, version),
        },
      ];
    }
    if (!item.link) {
      errors.push({ ...at, message: `"${item.text}": a sidebar item needs "link" or "items"` });
      return [];
    }
    const link = localize(item.link, version, lang);
    // A refused scheme is the schema check's problem (with its line); the page shows no such link.
    return link ? [{ kind: 'link', text: item.text, link, tag: item.tag }] : [];
  });
}

/** Every internal link of a navigation tree, for the build's link check. */
export function navigationLinks(nav: NavNode[], sidebars: { items: SidebarNode[] }[]): string[] {
  const out: string[] = [];
  const walkNav = (n: NavNode) => {
    if (n.link && !isExternalLink(n.link)) out.push(n.link);
    n.items.forEach(walkNav);
  };
  const walkSidebar = (n: SidebarNode) => {
    if ((n.kind === 'link' || n.kind === 'group') && n.link && !isExternalLink(n.link)) out.push(n.link);
    if (n.kind === 'group') n.items.forEach(walkSidebar);
  };
  nav.forEach(walkNav);
  sidebars.forEach((s) => s.items.forEach(walkSidebar));
  return out;
}
