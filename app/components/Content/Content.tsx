import { useLocation } from '@remix-run/react';
import { lazy, memo, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { PageTwoslash } from '../../../content-schema/markdown/twoslash/page-twoslash';
import type { Lang } from '~/lib/routes';
import { whenIdle } from '~/lib/when-idle';
import { bodyGate, openBodyGate } from './hydration-gate';
import { MarkdownBody as ServerMarkdownBody } from './markdown-body.server';
import { PrerenderedContexts } from './PrerenderedContexts';
import { useWaitingToHydrate } from './useWaitingToHydrate';
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
// The hover listeners are a chunk of their own too, loaded by the first page
// that has `twoslash` blocks: most pages have none, and the first load of
// every page would pay for them.
let twoslashHovers: Promise<typeof import('~/components/Twoslash/twoslash-hovers')> | undefined;
function showTwoslashHovers(data: PageTwoslash | undefined) {
  if (!data && !twoslashHovers) return;
  void (twoslashHovers ??= import('~/components/Twoslash/twoslash-hovers')).then((m) => m.showTwoslashHovers(data));
}

const Body: ComponentType<MarkdownBodyProps> = typeof document === 'undefined' ? ServerMarkdownBody : LazyMarkdownBody;

interface Props {
  markdown: string;
  lang: Lang;
  routePath: string;
  /** The hovers of the page's `twoslash` blocks. */
  twoslash?: PageTwoslash;
  /**
   * Shown right under the h1 the body starts with (`titleEnd`), or above the
   * body when it has none: the page actions. Not part of the body, so it
   * hydrates with the page shell. Pass an element that keeps its identity
   * between renders (useMemo), or the memo below is defeated.
   */
  underTitle?: ReactNode;
  /** Where the h1 that `markdown` starts with ends (`compiled.titleEnd`). */
  titleEnd?: number;
}

/**
 * The boundary the prerendered body waits behind. Memoised, and given the
 * props it was prerendered with until it has hydrated (see
 * PrerenderedContexts.tsx): a render reaching a waiting boundary with new
 * elements makes React give up hydrating it (error #421).
 */
const BodyBoundary = memo(function BodyBoundary(props: MarkdownBodyProps) {
  return (
    <Suspense fallback={null}>
      <Body {...props} />
    </Suspense>
  );
});

/**
 * A page's Markdown body. Callers key it by route, so that another page's
 * body replaces this one rather than updating it: a waiting boundary may be
 * removed at any time, never updated.
 */
export const Content = memo(function Content(props: Props) {
  const { markdown, underTitle, twoslash } = props;
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
  const waiting = useWaitingToHydrate();
  const [atPrerender] = useState(props);
  const { lang, routePath, titleEnd = 0, markdown: source, twoslash: hovers } = waiting ? atPrerender : props;
  const part = (text: string, className = 'rs-doc') => (
    <div className={className}>
      <PrerenderedContexts frozen={waiting}>
        <BodyBoundary source={text} lang={lang} routePath={routePath} twoslash={hovers} prerendered={waiting} />
      </PrerenderedContexts>
    </div>
  );
  if (!underTitle) return part(source);
  // The h1 and the rest are two bodies, each a Suspense boundary of its own
  // that hydrates as described above; what goes between them is outside both,
  // so it is live as soon as the shell is, and the gate does not hold its
  // clicks (hydration-gate.ts). (Heading ids are slugged per part: a later
  // heading with the h1's text and no id of its own would repeat the h1's id,
  // which the Nu checker of `npm test` reports.)
  return (
    <>
      {titleEnd > 0 ? part(source.slice(0, titleEnd), 'rs-doc rs-doc--title') : null}
      {underTitle}
      {part(source.slice(titleEnd))}
    </>
  );
});
