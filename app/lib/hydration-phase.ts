let hydrating = true;

/**
 * Whether React is hydrating the prerendered page: true from the first render
 * in the browser until that render has committed (and on the server, which
 * renders the same first tree). Components use it to render exactly what the
 * server wrote while hydrating, and their browser-only form afterwards.
 */
export const isHydrating = (): boolean => hydrating;

/** Called once the page has hydrated (the root layout's first effect, see `usePageRoute`). */
export function hydrationDone() {
  hydrating = false;
}
