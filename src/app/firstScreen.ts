/**
 * The prerendered first screen of a product detail route (scripts/build/route-preload.ts) stands
 * in for the app until the app has drawn the page.
 *
 * - The boot script puts it in place (before #root, which the `first-screen` class on <html>
 *   hides) and, while it is on its way, exposes a promise under FIRST_SCREEN_SIGNAL that settles
 *   once it has been painted or will not be.
 * - The app starts rendering after that promise (at most FIRST_SCREEN_MAX_WAIT_MS): painting the
 *   static screen first, then running the app's code, is the order a phone on a slow network gets
 *   anyway; on a fast one it costs a frame.
 * - `revealApp` removes it and shows the app; the pages call it in a layout effect, so the swap
 *   happens within one frame (no flash, no layout shift). Idempotent; a no-op without one.
 */
export const FIRST_SCREEN_ID = 'first-screen';
export const FIRST_SCREEN_CLASS = 'first-screen';
export const FIRST_SCREEN_SIGNAL = 'eduFirstScreen';
export const FIRST_SCREEN_MAX_WAIT_MS = 1500;
/** However the app fares (a crash, a stalled call), the static picture never outstays this. */
export const FIRST_SCREEN_FAILSAFE_MS = 10_000;

export function revealApp(): void {
  if (typeof document === 'undefined') return;
  document.getElementById(FIRST_SCREEN_ID)?.remove();
  document.documentElement.classList.remove(FIRST_SCREEN_CLASS);
}

/** Resolves when the boot script's first screen has been painted, will not be, or after the cap. */
export function firstScreenSettled(win: Window = window, maxWaitMs = FIRST_SCREEN_MAX_WAIT_MS): Promise<void> {
  const signal = (win as unknown as Record<string, unknown>)[FIRST_SCREEN_SIGNAL];
  if (!(signal instanceof Promise)) return Promise.resolve();
  return Promise.race([signal.then(() => undefined, () => undefined), new Promise<void>((resolve) => win.setTimeout(resolve, maxWaitMs))]);
}
