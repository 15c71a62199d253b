import { useEffect, useState } from 'react';
import { throttle } from '~/lib/throttle';
import type { SiteUi } from '~/lib/types';

const SCROLL_THROTTLE_MS = 200;

/** `hideNavbar`: never hidden, always hidden, or (auto) hidden while scrolling down and back on scrolling up. */
export function useHideNavbar(mode: SiteUi['hideNavbar']): boolean {
  const [hidden, setHidden] = useState(mode === 'always');
  useEffect(() => {
    if (mode !== 'auto') return;
    let lastY = scrollY;
    const onScroll = throttle(() => {
      const y = scrollY;
      setHidden(y > lastY && y > 0);
      lastY = y;
    }, SCROLL_THROTTLE_MS);
    addEventListener('scroll', onScroll, { passive: true });
    return () => removeEventListener('scroll', onScroll);
  }, [mode]);
  return hidden;
}
