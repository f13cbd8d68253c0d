// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restoreScroll } from './scroll';

// jsdom neither lays out nor scrolls: a page `height` px tall, scrolled as a browser would (clamped to
// what a 844 px window can reach), and a ResizeObserver told by `grow`.
const VIEWPORT = 844;
let height = 0;
let observers: { callback: () => void; observing: boolean }[] = [];

function grow(to: number) {
  height = to;
  for (const observer of observers) if (observer.observing) observer.callback();
}

beforeEach(() => {
  vi.useFakeTimers();
  height = 913;
  observers = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      entry: { callback: () => void; observing: boolean };
      constructor(callback: () => void) {
        this.entry = { callback, observing: false };
        observers.push(this.entry);
      }
      observe() {
        this.entry.observing = true;
      }
      disconnect() {
        this.entry.observing = false;
      }
    },
  );
  vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
    window.scrollY = Math.max(0, Math.min(y, height - VIEWPORT));
  }) as typeof window.scrollTo);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('restoreScroll', () => {
  it('a new page: to the top at once, nothing left watching', () => {
    window.scrollY = 300;
    restoreScroll(0);
    expect(window.scrollY).toBe(0);
    expect(observers).toHaveLength(0);
  });

  it('a new page does not ask where the window is: in a browser that would lay the page out mid-commit', () => {
    window.scrollY = 300;
    const asked = vi.spyOn(window, 'scrollY', 'get');
    restoreScroll(0);
    expect(asked).not.toHaveBeenCalled();
  });

  it('a page drawn short: cut short at first, at the position once the page has grown, then stops', () => {
    restoreScroll(700);
    expect(window.scrollY).toBe(69);
    grow(1200);
    expect(window.scrollY).toBe(356);
    grow(2368);
    expect(window.scrollY).toBe(700);
    expect(observers[0]?.observing).toBe(false);
  });

  it('never fights the reader: a touch ends it', () => {
    restoreScroll(700);
    window.dispatchEvent(new Event('touchstart'));
    window.scrollY = 20; // the reader's own scrolling
    grow(2368);
    expect(window.scrollY).toBe(20);
    expect(observers[0]?.observing).toBe(false);
  });

  it('gives up after 3 s; a newer navigation stops it at once', () => {
    restoreScroll(700);
    vi.advanceTimersByTime(3000);
    expect(observers[0]?.observing).toBe(false);
    const stop = restoreScroll(700);
    stop();
    expect(observers[1]?.observing).toBe(false);
  });
});
