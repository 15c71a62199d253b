import { Link } from '@remix-run/react';
import { isSamePage } from '~/lib/sidebar';
import type { SidebarNode } from '~/lib/types';
import { SidebarGroup } from './SidebarGroup';

/** One sidebar entry of any kind. */
export function SidebarItem({ item, routePath }: { item: SidebarNode; routePath: string }) {
  if (item.kind === 'divider')
    return <li className={`rs-sidebar__divider rs-sidebar__divider--${item.dividerType}`} role="separator" />;
  if (item.kind === 'header') return <li className="rs-sidebar__section-header">{item.text}</li>;
  if (item.kind === 'group') {
    return (
      <SidebarGroup group={item} routePath={routePath}>
        {item.items.map((child, i) => (
          <SidebarItem key={i} item={child} routePath={routePath} />
        ))}
      </SidebarGroup>
    );
  }
  const active = isSamePage(item.link, routePath);
  return (
    <li>
      <Link
        to={item.link}
        prefetch="intent"
        className={`rs-sidebar__link${active ? ' rs-sidebar__link--active' : ''}`}
        aria-current={active ? 'page' : undefined}
      >
        {item.text}
        {item.tag ? <span className="rs-tag">{item.tag}</span> : null}
      </Link>
    </li>
  );
}
