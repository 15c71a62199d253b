import { useNavigation } from '@remix-run/react';
import type { NProgress as NProgressApi } from 'nprogress';
import { useEffect, useRef } from 'react';
import { whenIdle } from '~/lib/when-idle';
import './Progress.css';

/** Navigations faster than this show no bar at all. */
const SHOW_AFTER_MS = 200;

let loading: Promise<NProgressApi> | undefined;

/**
 * nprogress is fetched once the page is idle after hydration, not with the
 * page: no navigation can need it before then.
 */
function loadProgress(): Promise<NProgressApi> {
  loading ??= import('nprogress').then(({ default: NProgress }) => {
    NProgress.configure({
      minimum: 0.08,
      speed: 200,
      trickle: true,
      trickleSpeed: 800,
      easing: 'ease',
      showSpinner: false,
    });
    // nprogress's own trickle adds a random amount; the bar grows by a fixed 2% a step instead.
    NProgress.inc = (
      (inc) => (amount?: number) =>
        inc(amount ?? 0.02)
    )(NProgress.inc.bind(NProgress));
    return NProgress;
  });
  return loading;
}

/** A thin bar at the top while a page takes more than 200 ms to load: start, trickle, done. */
export function NavigationProgress() {
  const { state } = useNavigation();
  const busy = useRef(false);
  useEffect(() => {
    void whenIdle().then(loadProgress);
  }, []);
  useEffect(() => {
    busy.current = state !== 'idle';
    if (state === 'idle') {
      void loading?.then((NProgress) => NProgress.isStarted() && NProgress.done());
      return;
    }
    const timer = setTimeout(
      () => void loadProgress().then((NProgress) => busy.current && NProgress.start()),
      SHOW_AFTER_MS,
    );
    return () => clearTimeout(timer);
  }, [state]);
  return null;
}
