import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a copy button shows that it worked (the code blocks' copy button too). */
export const COPIED_FOR_MS = 2000;

/** The outcome of the last copy, of one of the things a component copies (`T`). */
export interface CopyOutcome<T extends string> {
  what: T;
  ok: boolean;
}

/**
 * The feedback of copy buttons: the last outcome, shown for two seconds when
 * the copy worked, and until the next try when it did not (a refusal must not
 * go by unnoticed). `report(what, copying)` waits for the copy and records how
 * it went. The state is the component's own: an update here re-renders
 * nothing but that component.
 */
export function useCopyFeedback<T extends string>() {
  const [outcome, setOutcome] = useState<CopyOutcome<T> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const report = useCallback(async (what: T, copying: Promise<void>) => {
    clearTimeout(timer.current);
    const ok = await copying.then(
      () => true,
      () => false,
    );
    setOutcome({ what, ok });
    if (ok) timer.current = setTimeout(() => setOutcome(null), COPIED_FOR_MS);
  }, []);
  return [outcome, report] as const;
}
