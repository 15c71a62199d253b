import { useTranslation } from '~/i18n/I18nProvider';
import type { SidebarNode } from '~/lib/types';
import { SidebarItem } from './SidebarItem';
import './Sidebar.css';

/** The left sidebar of a section. */
export function Sidebar({ items, routePath }: { items: SidebarNode[]; routePath: string }) {
  const { t } = useTranslation();
  return (
    <aside className="rs-sidebar" aria-label={t('nav.menu')}>
      <nav>
        <ul className="rs-sidebar__items">
          {items.map((item, i) => (
            <SidebarItem key={i} item={item} routePath={routePath} />
          ))}
        </ul>
      </nav>
    </aside>
  );
}
