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

/**
 * Resolves once the page has settled: the main thread idle and nothing on screen loading (no
 * `aria-busy="true"`: the skeletons of pages and lazy parts, a figure being fetched), or after `cap`
 * ms at the latest. For work that must follow the page soon but never hold it back, e.g. the sales
 * recording, which loads once the insure form is usable instead of competing with it.
 */
export function whenSettled(cap = 5000): Promise<void> {
  const until = Date.now() + cap;
  const busy = () => typeof document !== 'undefined' && document.querySelector('[aria-busy="true"]') !== null;
  const wait = (): Promise<void> =>
    whenIdle().then(() =>
      busy() && Date.now() < until ? new Promise<void>((r) => setTimeout(r, 100)).then(wait) : undefined,
    );
  return wait();
}
