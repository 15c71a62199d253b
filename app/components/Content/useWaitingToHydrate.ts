import { useState, useSyncExternalStore } from 'react';
import { isHydrating } from '~/lib/hydration-phase';
import { isBodyHydrated, onBodyHydrated } from './hydration-gate';

const never = () => false;

/**
 * True while this body is the prerendered one and has not hydrated yet
 * (hydration-gate.ts); false from the start for a body rendered in the
 * browser after a client navigation.
 */
export function useWaitingToHydrate(): boolean {
  const [prerendered] = useState(isHydrating);
  const hydrated = useSyncExternalStore(onBodyHydrated, isBodyHydrated, never);
  return prerendered && !hydrated;
}
