/**
 * Resolves when the browser has nothing more urgent to do (at the latest
 * after `timeout` ms), so that work started with it yields to the page's own
 * loading and hydration. Resolves at once where there is no idle callback.
 */
export function whenIdle(timeout = 2000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, 0);
  });
}
