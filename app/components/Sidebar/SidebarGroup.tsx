import { Link } from '@remix-run/react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { containsPage, isSamePage } from '~/lib/sidebar';
import type { SidebarNode } from '~/lib/types';
import { Icon } from '~/components/Icon/icons';

type Group = Extract<SidebarNode, { kind: 'group' }>;

const Chevron = () => <Icon name="chevronRight" size={14} className="rs-sidebar__chevron" />;

/**
 * A collapsible group; the group holding the current page is always opened.
 * Its title and chevron are one button named by the title. When the title is
 * also a link (the group has a page of its own), the link keeps navigating
 * (arriving on that page opens the group) and the chevron is its own button.
 * `children` are the group's items, rendered by SidebarItem (which renders
 * groups through this component: the recursion stays in one direction).
 */
export function SidebarGroup({
  group,
  routePath,
  children,
}: {
  group: Group;
  routePath: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const holdsPage = containsPage(group, routePath);
  const [collapsed, setCollapsed] = useState(group.collapsed && !holdsPage);
  // Arriving on a page of the group opens it (state adjusted during render, not in an effect).
  const [heldPage, setHeldPage] = useState(holdsPage);
  if (holdsPage !== heldPage) {
    setHeldPage(holdsPage);
    if (holdsPage) setCollapsed(false);
  }
  const active = group.link !== undefined && isSamePage(group.link, routePath);
  const toggle = { 'aria-expanded': !collapsed, 'aria-controls': id, onClick: () => setCollapsed((c) => !c) };
  let header;
  if (group.link) {
    header = (
      <>
        <Link
          to={group.link}
          prefetch="intent"
          className={`rs-sidebar__group-title rs-sidebar__link${active ? ' rs-sidebar__link--active' : ''}`}
          aria-current={active ? 'page' : undefined}
        >
          {group.text}
        </Link>
        {group.collapsible ? (
          <button
            type="button"
            className="rs-sidebar__toggle"
            aria-label={t('sidebar.toggle', { group: group.text })}
            {...toggle}
          >
            <Chevron />
          </button>
        ) : null}
      </>
    );
  } else if (group.collapsible) {
    header = (
      <button type="button" className="rs-sidebar__group-toggle" {...toggle}>
        <span className="rs-sidebar__group-title">{group.text}</span>
        <Chevron />
      </button>
    );
  } else {
    header = <span className="rs-sidebar__group-title">{group.text}</span>;
  }
  return (
    <li className={`rs-sidebar__group${collapsed ? ' rs-sidebar__group--collapsed' : ''}`}>
      <div className="rs-sidebar__group-header">{header}</div>
      <ul id={id} className="rs-sidebar__items" hidden={collapsed}>
        {children}
      </ul>
    </li>
  );
}
