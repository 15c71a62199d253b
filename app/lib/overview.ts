/** The overview page's groups and its filter. Pure. */

interface OverviewHeader {
  id: string;
  text: string;
  depth: number;
}

export interface OverviewItem {
  text: string;
  link: string;
  headers: OverviewHeader[];
}

export interface OverviewGroup {
  name: string;
  items: OverviewItem[];
}

/** Case-insensitive, with hyphens read as spaces: `auto-external` finds "auto external". */
const normalize = (s: string) => s.toLowerCase().replace(/-/g, ' ').replace(/\s+/g, ' ').trim();

/**
 * Keeps a whole group when its name matches, a whole page when its text
 * matches, and otherwise only the headings that match (with their page).
 */
export function filterOverview(groups: OverviewGroup[], query: string): OverviewGroup[] {
  const q = normalize(query);
  if (!q) return groups;
  const hit = (s: string) => normalize(s).includes(q);
  return groups.flatMap((group) => {
    if (hit(group.name)) return [group];
    const items = group.items.flatMap((item) => {
      if (hit(item.text)) return [item];
      const headers = item.headers.filter((h) => hit(h.text));
      return headers.length ? [{ ...item, headers }] : [];
    });
    return items.length ? [{ ...group, items }] : [];
  });
}
