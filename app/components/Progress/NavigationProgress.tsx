import { useNavigation } from '@remix-run/react';
import NProgress from 'nprogress';
import { useEffect } from 'react';
import './Progress.css';

/** Navigations faster than this show no bar at all. */
const SHOW_AFTER_MS = 200;

NProgress.configure({ minimum: 0.08, speed: 200, trickle: true, trickleSpeed: 800, easing: 'ease', showSpinner: false });
// nprogress's own trickle adds a random amount; the specification fixes the rate.
NProgress.inc = ((inc) => (amount?: number) => inc(amount ?? 0.02))(NProgress.inc.bind(NProgress)) as typeof NProgress.inc;

/** A thin bar at the top while a page takes more than 200 ms to load: start, trickle, done. */
export function NavigationProgress() {
  const { state } = useNavigation();
  useEffect(() => {
    if (state === 'idle') {
      if (NProgress.isStarted()) NProgress.done();
      return;
    }
    const timer = setTimeout(() => NProgress.start(), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [state]);
  return null;
}
