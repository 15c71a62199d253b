import { useEffect, type RefObject } from 'react';

/**
 * While `open`: a press outside `within`, or the Escape key, calls `close`.
 * After Escape, focus goes back to `returnFocus` (the button that opened it).
 */
export function useDismiss(
  open: boolean,
  within: RefObject<HTMLElement | null>,
  close: () => void,
  returnFocus?: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      close();
      returnFocus?.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!within.current?.contains(e.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, within, close, returnFocus]);
}
