import { useTranslation } from 'react-i18next';
import type { Lang } from '~/lib/routes';
import type { TocEntry } from '~/lib/types';
import { useSiteData } from '~/lib/use-site-data';
import './OutlineList.css';

/** The outline's heading in `lang`: the site's title for it (resolved on the server), else the UI string. */
export function useOutlineTitle(lang: Lang): string {
  const { t } = useTranslation();
  return useSiteData().ui.outlineTitle[lang] ?? t('outline.title');
}

/** The h2–h4 of a page as links, indented by depth: the outline beside the page and the narrow screen's. */
export function OutlineList({
  toc,
  id,
  className,
  onNavigate,
}: {
  toc: TocEntry[];
  id?: string;
  className?: string;
  onNavigate?: () => void;
}) {
  return (
    <ul id={id} className={`rs-outline-list${className ? ` ${className}` : ''}`}>
      {toc.map((entry) => (
        <li key={entry.id} className={`rs-outline-list__item rs-outline-list__item--${entry.depth}`}>
          <a href={`#${entry.id}`} className="rs-outline-list__link" onClick={onNavigate}>
            {entry.text}
          </a>
        </li>
      ))}
    </ul>
  );
}
