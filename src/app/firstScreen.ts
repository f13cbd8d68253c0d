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
 * - A tap on a control of the static screen (the buy button, a plan tab) does nothing there; the
 *   boot script keeps it and `revealApp` replays it on the app's control at the same place, when
 *   that control has the same text (the two draw the same boxes), so the tap is not lost.
 */
export const FIRST_SCREEN_ID = 'first-screen';
export const FIRST_SCREEN_CLASS = 'first-screen';
export const FIRST_SCREEN_SIGNAL = 'eduFirstScreen';
export const FIRST_SCREEN_MAX_WAIT_MS = 1500;
/** What counts as a control a tap on the first screen is replayed on. */
export const TAPPABLE = 'button,a,[role=button],[role=tab]';

/**
 * A tap kept by the boot script. It is replayed however long ago it was made (on a slow phone the
 * static screen can stand for many seconds, and the buyer's 立即投保 still means 立即投保), but only on
 * the route it was made on: a buyer who went elsewhere meanwhile did not ask for it there.
 */
interface KeptTap {
  x: number;
  y: number;
  text: string | null;
  /** location.hash when the tap was made. */
  hash: string;
}

/** However the app fares (a crash, a stalled call), the static picture never outstays this. */
export const FIRST_SCREEN_FAILSAFE_MS = 10_000;

export function revealApp(): void {
  if (typeof document === 'undefined') return;
  const firstScreen = document.getElementById(FIRST_SCREEN_ID);
  if (!firstScreen) return;
  firstScreen.remove();
  document.documentElement.classList.remove(FIRST_SCREEN_CLASS);
  const slot = window as unknown as Record<string, KeptTap | undefined>;
  const tap = slot[`${FIRST_SCREEN_SIGNAL}Tap`];
  slot[`${FIRST_SCREEN_SIGNAL}Tap`] = undefined;
  if (!tap || tap.hash !== window.location.hash) return;
  // After the app's commit (handlers attached), on the control now at the same place.
  window.setTimeout(() => {
    const control = document.elementFromPoint(tap.x, tap.y)?.closest<HTMLElement>(TAPPABLE);
    if (control && control.textContent === tap.text) control.click();
  }, 0);
}

/**
 * Whether the boot script is putting a first screen up on this route (a product detail route): then
 * the app's start and first page are split into short tasks, which keeps the static screen
 * responsive. Elsewhere only the boot skeleton is on show: nothing to keep responsive, so the app
 * draws its first page in one go, which shows it sooner (`npm run bench:screens`, the insure page).
 */
export function firstScreenExpected(win: Window = window): boolean {
  return (win as unknown as Record<string, unknown>)[FIRST_SCREEN_SIGNAL] instanceof Promise;
}

/** Whether the first screen still stands in for the app (not yet removed by `revealApp`). */
export function firstScreenOnShow(): boolean {
  return typeof document !== 'undefined' && document.getElementById(FIRST_SCREEN_ID) !== null;
}

/** Resolves when the boot script's first screen has been painted, will not be, or after the cap. */
export function firstScreenSettled(
  win: Window = window,
  maxWaitMs = FIRST_SCREEN_MAX_WAIT_MS,
): Promise<void> {
  const signal = (win as unknown as Record<string, unknown>)[FIRST_SCREEN_SIGNAL];
  if (!(signal instanceof Promise)) return Promise.resolve();
  return Promise.race([
    signal.then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((resolve) => win.setTimeout(resolve, maxWaitMs)),
  ]);
}
