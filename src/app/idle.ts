/**
 * Resolves when the main thread is idle (or after `timeout` ms at the latest): for work a page
 * needs soon but not for its first paint — secondary calls, share cards, analytics — so that it
 * does not compete with the first screen's code, render and images. Safari has no
 * requestIdleCallback; it waits for a frame and a short timer there.
 */
export function whenIdle(timeout = 1500): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window === 'undefined') return resolve();
    if ('requestIdleCallback' in window) {
      window.requestIdleCallback(() => resolve(), { timeout });
      return;
    }
    requestAnimationFrame(() => setTimeout(resolve, 200));
  });
}
