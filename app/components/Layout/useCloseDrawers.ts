import { useLocation } from '@remix-run/react';
import { useEffect } from 'react';
import { useUiStore } from '~/stores/ui';

const MOBILE_BREAKPOINT = 768;

/** The one place that closes menus and drawers: on every navigation, and when the window grows past mobile. */
export function useCloseDrawers() {
  const { pathname } = useLocation();
  const closeAll = useUiStore((s) => s.closeAll);
  useEffect(() => closeAll(), [pathname, closeAll]);
  useEffect(() => {
    const query = matchMedia(`(min-width: ${MOBILE_BREAKPOINT}px)`);
    const onChange = () => query.matches && closeAll();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [closeAll]);
}
