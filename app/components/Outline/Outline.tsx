import type { Lang } from '~/lib/routes';
import { useBrowserValue } from '~/lib/use-hydrated';
import type { TocEntry } from '~/lib/types';
import { OutlineList, useOutlineTitle } from './OutlineList';
import './Outline.css';

/** "On this page": the h2–h4 of the page. Not shown when the page is inside a frame. */
export function Outline({ toc, lang }: { toc: TocEntry[]; lang: Lang }) {
  const title = useOutlineTitle(lang);
  const inFrame = useBrowserValue(() => window.self !== window.top, false);
  if (toc.length === 0 || inFrame) return null;
  return (
    <aside className="rs-outline" aria-labelledby="rs-outline-title">
      <p id="rs-outline-title" className="rs-outline__title">
        {title}
      </p>
      <OutlineList toc={toc} />
    </aside>
  );
}
