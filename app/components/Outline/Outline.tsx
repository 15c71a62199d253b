import { useTranslation } from 'react-i18next';
import { localeConfig, siteConfig } from '~/config/site';
import type { Lang } from '~/lib/routes';
import { useBrowserValue } from '~/lib/use-hydrated';
import type { TocEntry } from '~/lib/types';
import './Outline.css';

/** "On this page": the h2–h4 of the page. Not shown when the page is inside a frame. */
export function Outline({ toc, lang }: { toc: TocEntry[]; lang: Lang }) {
  const { t } = useTranslation();
  const inFrame = useBrowserValue(() => window.self !== window.top, false);
  if (toc.length === 0 || inFrame) return null;
  const title = localeConfig(lang).outlineTitle ?? siteConfig.themeConfig.outlineTitle ?? t('outline.title');
  return (
    <aside className="rs-outline" aria-labelledby="rs-outline-title">
      <p id="rs-outline-title" className="rs-outline__title">
        {title}
      </p>
      <ul className="rs-outline__list">
        {toc.map((entry) => (
          <li key={entry.id} className={`rs-outline__item rs-outline__item--${entry.depth}`}>
            <a href={`#${entry.id}`} className="rs-outline__link">
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
