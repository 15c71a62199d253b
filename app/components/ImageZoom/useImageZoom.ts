import { useEffect, type RefObject } from 'react';
import { globalUIEnabled } from '~/lib/global-ui';
import './ImageZoom.css';

/** Zooms images inside `container` on click; the zoom code loads on the first click. */
export function useImageZoom(container: RefObject<HTMLElement | null>, enabled: boolean) {
  useEffect(() => {
    const root = container.current;
    if (!root || !enabled) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target as HTMLElement;
      if (target.tagName !== 'IMG' || target.closest('a')) return;
      if (!globalUIEnabled(true, location.search)) return;
      void import('./zoom').then(({ zoomImage }) => zoomImage(target as HTMLImageElement));
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [container, enabled]);
}
