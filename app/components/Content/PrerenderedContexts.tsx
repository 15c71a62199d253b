import { UNSAFE_RemixContext } from '@remix-run/react';
import { useContext, useState, type Context, type ReactNode } from 'react';
import { I18nContext } from 'react-i18next';
import {
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FetchersContext,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  UNSAFE_ViewTransitionContext,
} from 'react-router-dom';

/**
 * Every context provided above the page body: Remix's, the router's (its
 * state changes on each navigation, "loading" first) and i18next's.
 */
const CONTEXTS = [
  UNSAFE_RemixContext,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FetchersContext,
  UNSAFE_ViewTransitionContext,
  UNSAFE_NavigationContext,
  UNSAFE_LocationContext,
  UNSAFE_RouteContext,
  I18nContext,
] as Context<unknown>[];

/** The current value of every context in `CONTEXTS`, in order (a fixed list: hooks in a fixed order). */
function useContextValues(): unknown[] {
  return [
    useContext(CONTEXTS[0]),
    useContext(CONTEXTS[1]),
    useContext(CONTEXTS[2]),
    useContext(CONTEXTS[3]),
    useContext(CONTEXTS[4]),
    useContext(CONTEXTS[5]),
    useContext(CONTEXTS[6]),
    useContext(CONTEXTS[7]),
    useContext(CONTEXTS[8]),
  ];
}

/**
 * Gives the prerendered page body, until it has hydrated, the contexts as
 * they were when the page was prerendered.
 *
 * The body waits to hydrate (a Suspense boundary with server HTML, see
 * Content.tsx and hydration-gate.ts). React marks such a boundary whenever a
 * context above it changes, since it cannot know what inside reads it, and
 * the next render that reaches the boundary gives up hydrating it (error
 * #421). A client navigation changes the router's contexts at once (its
 * "loading" state, in a transition React then holds back); React 18.3 keeps
 * the error of that held-back render in a queue that outlives it, and the
 * next boundary to finish reports it: a #421 in the console that depends on
 * timing. Re-providing each context here with its first value stops React's
 * propagation at this point (it never looks below a provider of the same
 * context), so nothing reaches the waiting boundary; once the body has
 * hydrated (`frozen` turns false), the live values flow through. A body
 * rendered after a client navigation does not wait, and gets the live
 * values from the start.
 */
export function PrerenderedContexts({ frozen, children }: { frozen: boolean; children: ReactNode }) {
  const live = useContextValues();
  const [atPrerender] = useState(live);
  const values = frozen ? atPrerender : live;
  return CONTEXTS.reduceRight<ReactNode>(
    (inner, context, i) => <context.Provider value={values[i]}>{inner}</context.Provider>,
    children,
  );
}
