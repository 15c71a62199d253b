import { useLocation } from '@remix-run/react';
import { lazy, memo, Suspense, useEffect, type ComponentType } from 'react';
import type { PageTwoslash } from '../../../content-schema/markdown/twoslash/page-twoslash';
import { showTwoslashHovers } from '~/components/Twoslash/twoslash-hovers';
import type { Lang } from '~/lib/routes';
import { whenIdle } from '~/lib/when-idle';
import { bodyGate, openBodyGate } from './hydration-gate';
import { MarkdownBody as ServerMarkdownBody } from './markdown-body.server';
import type { MarkdownBodyProps } from './MarkdownBody';
import './Content.css';

// react-markdown, micromark and highlight.js stay off the first-load path: in
// the browser the renderer is a chunk of its own, fetched once the page is
// idle. Until it has arrived and the body may hydrate (hydration-gate.ts:
// the reader reaches for the page, or it has been quiet a while), React
// leaves the prerendered body in place, untouched (a dehydrated Suspense
// boundary), and hydrates it afterwards; its links work as plain links
// meanwhile.
let rendererFailed = false;
/** The Markdown of the body the page was loaded with (the first one rendered). */
let prerendered: string | undefined;
const LazyMarkdownBody = lazy(() =>
  whenIdle()
    .then(() => import('./MarkdownBody'))
    .then((m) => bodyGate.then(() => ({ default: m.MarkdownBody })))
    // Without its renderer (offline, a failed request) the prerendered body
    // simply stays as it is: never resolving keeps it there, links included.
    .catch(() => {
      rendererFailed = true;
      return new Promise<never>(() => {});
    }),
);
const Body: ComponentType<MarkdownBodyProps> = typeof document === 'undefined' ? ServerMarkdownBody : LazyMarkdownBody;

interface Props {
  markdown: string;
  lang: Lang;
  routePath: string;
  /** The hovers of the page's `twoslash` blocks. */
  twoslash?: PageTwoslash;
}

/**
 * A page's Markdown body. Memoised for the same reason as the search button:
 * while the prerendered body waits to hydrate, a render of the layout around
 * it (a language switch after hydration, a drawer opening) must not reach it
 * with new elements, or React would throw its HTML away (error #421).
 */
export const Content = memo(function Content({ markdown, lang, routePath, twoslash }: Props) {
  const { key } = useLocation();
  // A body other than the prerendered one (client navigation; in `npm run
  // dev`, a saved page) must render now: the gate (hydration-gate.ts), which
  // only holds back the prerendered body, opens. Compared by content, not by
  // location key: the first page's key changes after load.
  prerendered ??= markdown;
  if (markdown !== prerendered) openBodyGate();
  // A page reached by client navigation has no prerendered body to keep:
  // without the renderer, load it as a document instead.
  useEffect(() => {
    if (rendererFailed && key !== 'default') window.location.reload();
  }, [key]);
  // Hovers work on the prerendered body as on the hydrated one: outside React (twoslash-hovers.ts).
  useEffect(() => showTwoslashHovers(twoslash), [twoslash]);
  return (
    <div className="rs-doc">
      <Suspense fallback={null}>
        <Body source={markdown} lang={lang} routePath={routePath} twoslash={twoslash} />
      </Suspense>
    </div>
  );
});
