import { useSyncExternalStore } from 'react';

const never = () => () => {};

/** False on the server and during hydration, true from the render after it: for what only the browser knows. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/** A browser-only value, `fallback` on the server and during hydration (a value that does not change while the page is open). */
export function useBrowserValue<T>(read: () => T, fallback: T): T {
  return useSyncExternalStore(never, read, () => fallback);
}
