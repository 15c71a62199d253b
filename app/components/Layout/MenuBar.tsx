import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocLayoutPage } from '~/lib/types';
import { useDismiss } from '~/lib/use-dismiss';
import { useUiStore } from '~/stores/ui';
import { Icon } from '~/components/Icon/icons';
import { OutlineList, useOutlineTitle } from '~/components/Outline/OutlineList';

/**
 * On narrow screens: a bar under the navbar with a button that opens the
 * sidebar as a drawer and one that unfolds the page outline.
 */
export function MenuBar({ data }: { data: DocLayoutPage }) {
  const { t } = useTranslation();
  const sidebarOpen = useUiStore((s) => s.sidebarOpen);
  const outlineOpen = useUiStore((s) => s.outlineOpen);
  const toggle = useUiStore((s) => s.toggle);
  const outlineRef = useRef<HTMLDivElement>(null);
  const closeOutline = useCallback(() => toggle('outlineOpen'), [toggle]);
  useDismiss(outlineOpen, outlineRef, closeOutline);
  const hasOutline = data.layout.outline && data.toc.length > 0;
  const outlineTitle = useOutlineTitle(data.lang);
  return (
    <div className={`rs-menu-bar${hasOutline ? ' rs-menu-bar--with-outline' : ''}`}>
      {data.layout.sidebar ? (
        <button
          type="button"
          className="rs-menu-bar__button rs-menu-bar__button--sidebar"
          aria-expanded={sidebarOpen}
          aria-controls="rs-sidebar"
          onClick={() => toggle('sidebarOpen')}
        >
          <Icon name="sidebar" size={16} />
          {t('nav.menu')}
        </button>
      ) : (
        <span />
      )}
      {hasOutline ? (
        <div className="rs-menu-bar__outline" ref={outlineRef}>
          <button
            type="button"
            className="rs-menu-bar__button"
            aria-expanded={outlineOpen}
            aria-controls="rs-local-outline"
            onClick={() => toggle('outlineOpen')}
          >
            {outlineTitle}
            <Icon name={outlineOpen ? 'chevronUp' : 'chevronDown'} size={14} />
          </button>
          {outlineOpen ? (
            <OutlineList
              toc={data.toc}
              id="rs-local-outline"
              className="rs-menu-bar__outline-list"
              onNavigate={() => toggle('outlineOpen')}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
