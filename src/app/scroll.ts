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
