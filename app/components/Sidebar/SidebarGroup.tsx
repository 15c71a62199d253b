import { Link } from '@remix-run/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { containsPage, isSamePage } from '~/lib/sidebar';
import type { SidebarNode } from '~/lib/types';
import { SidebarItem } from './SidebarItem';

type Group = Extract<SidebarNode, { kind: 'group' }>;

const Chevron = () => (
  <svg
    className="rs-sidebar__chevron"
    width="14"
    height="14"
    viewBox="0 0 24 24"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.5"
  >
    <path d="M9 6l6 6-6 6" />
  </svg>
);

/**
 * A collapsible group; the group holding the current page is always opened.
 * Its title and chevron are one button named by the title. When the title is
 * also a link (the group has a page of its own), the link keeps navigating
 * (arriving on that page opens the group) and the chevron is its own button.
 */
export function SidebarGroup({ group, routePath }: { group: Group; routePath: string }) {
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
        {group.items.map((item, i) => (
          <SidebarItem key={i} item={item} routePath={routePath} />
        ))}
      </ul>
    </li>
  );
}
