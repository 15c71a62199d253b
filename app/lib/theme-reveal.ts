/** The circular reveal of a theme switch, loaded on first use. */
const REVEAL_MS = 400;

/**
 * Runs `apply` inside a view transition and grows the new theme as a circle
 * from (x, y). Without view transitions, or with reduced motion, it just applies.
 */
export function revealTheme(x: number, y: number, apply: () => void) {
  const doc = document as Document & {
    startViewTransition?: (cb: () => void) => { ready: Promise<void>; finished: Promise<void> };
  };
  if (!doc.startViewTransition || matchMedia('(prefers-reduced-motion: reduce)').matches) {
    apply();
    return;
  }
  const root = document.documentElement;
  root.classList.add('rs-theme-reveal');
  const transition = doc.startViewTransition(apply);
  const radius = Math.hypot(Math.max(x, innerWidth - x), Math.max(y, innerHeight - y));
  void transition.ready.then(() => {
    root.animate(
      { clipPath: [`circle(0px at ${x}px ${y}px)`, `circle(${radius}px at ${x}px ${y}px)`] },
      { duration: REVEAL_MS, easing: 'ease-in', pseudoElement: '::view-transition-new(root)' },
    );
  });
  void transition.finished.finally(() => root.classList.remove('rs-theme-reveal'));
}
