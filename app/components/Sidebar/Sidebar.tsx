import { useTranslation } from 'react-i18next';
import type { SidebarNode } from '~/lib/types';
import { useUiStore } from '~/stores/ui';
import { SidebarItem } from './SidebarItem';
import './Sidebar.css';

/** The left sidebar of a section. */
export function Sidebar({ items, routePath }: { items: SidebarNode[]; routePath: string }) {
  const { t } = useTranslation();
  const open = useUiStore((s) => s.sidebarOpen);
  const toggle = useUiStore((s) => s.toggle);
  return (
    <>
      <div
        className={`rs-sidebar-backdrop${open ? ' rs-sidebar-backdrop--open' : ''}`}
        onClick={() => toggle('sidebarOpen')}
        aria-hidden="true"
      />
      <aside
        id="rs-sidebar"
        className={`rs-sidebar${open ? ' rs-sidebar--open' : ''}`}
        aria-label={t('sidebar.label')}
      >
        <nav aria-label={t('sidebar.label')}>
          <ul className="rs-sidebar__items">
            {items.map((item, i) => (
              <SidebarItem key={i} item={item} routePath={routePath} />
            ))}
          </ul>
        </nav>
      </aside>
    </>
  );
}
