import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocLayoutPage } from '~/lib/types';
import { useSiteData } from '~/lib/use-site-data';
import { useUiStore } from '~/stores/ui';

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
  useEffect(() => {
    if (!outlineOpen) return;
    const onPointer = (e: PointerEvent) => {
      if (!outlineRef.current?.contains(e.target as Node)) toggle('outlineOpen');
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [outlineOpen, toggle]);
  const hasOutline = data.layout.outline && data.toc.length > 0;
  const outlineTitle = useSiteData().ui.outlineTitle[data.lang] ?? t('outline.title');
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
          <svg
            width="16"
            height="16"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M4 6h16M4 12h10M4 18h16" />
          </svg>
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
            <svg
              width="14"
              height="14"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d={outlineOpen ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'} />
            </svg>
          </button>
          {outlineOpen ? (
            <ul id="rs-local-outline" className="rs-menu-bar__outline-list">
              {data.toc.map((entry) => (
                <li key={entry.id} className={`rs-outline__item rs-outline__item--${entry.depth}`}>
                  <a href={`#${entry.id}`} className="rs-outline__link" onClick={() => toggle('outlineOpen')}>
                    {entry.text}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
