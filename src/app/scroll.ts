/**
 * Scroll positions by history entry: saved when a page is left, restored when the reader comes back
 * to it (back, forward); a new page starts at the top. Kept in sessionStorage across reloads of the
 * tab. The browser's own restoration is off: it would scroll before the page is drawn.
 */
const STORAGE_KEY = 'app-scroll-positions';

export interface ScrollMemory {
  /** Notes the window's scroll position as the entry's. */
  save(key: string): void;
  positionOf(key: string): number | undefined;
  persist(): void;
}

export function createScrollMemory(storage: Storage = window.sessionStorage): ScrollMemory {
  let positions: Record<string, number> = {};
  try {
    const saved: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}');
    if (saved && typeof saved === 'object') positions = saved as Record<string, number>;
  } catch {
    // A damaged entry: start without positions.
  }
  window.history.scrollRestoration = 'manual';
  return {
    save(key) {
      positions[key] = window.scrollY;
    },
    positionOf: (key) => positions[key],
    persist() {
      try {
        storage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or refused: positions are a nicety.
      }
    },
  };
}

/** How long a return keeps waiting for its page to grow tall enough (sections, images, data). */
const RESTORE_WITHIN_MS = 3000;
/** The reader's own scrolling or tapping: from then on the window is theirs. */
const READER_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Scrolls the window to `y` and, while the page is still too short to reach it (a page coming back
 * draws its first view first, the rest after), again each time the page grows, until it gets there,
 * the reader scrolls or taps, or RESTORE_WITHIN_MS pass. Answers the stop, for a newer navigation.
 */
export function restoreScroll(y: number): () => void {
  window.scrollTo(0, y);
  // The top is always reached, and asking (scrollY) would lay the page out at once, in the middle of
  // its first commit: on a phone at 4× CPU that was ~200 ms before an insure form took input.
  if (y === 0) return () => {};
  // scrollY is fractional on a high-density screen.
  const reached = () => Math.abs(window.scrollY - y) < 1;
  if (reached()) return () => {};
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (reached()) stop();
  });
  const timer = window.setTimeout(stop, RESTORE_WITHIN_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of READER_INPUT) window.removeEventListener(type, stop, true);
  }
  for (const type of READER_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
  // The root element's box is as tall as the page.
  observer.observe(document.documentElement);
  return stop;
}
