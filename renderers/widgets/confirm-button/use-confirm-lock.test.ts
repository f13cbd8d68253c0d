// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useConfirmLock } from './use-confirm-lock';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

describe('useConfirmLock', () => {
  it('is disabled for the first 2 s, then enabled', () => {
    const { result } = renderHook(() => useConfirmLock());
    expect(result.current.locked).toBe(true);
    expect(result.current.tryTap()).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(result.current.locked).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.locked).toBe(false);
  });

  it('locks for 2000 ms on a tap: a second tap in the window does nothing', () => {
    const { result } = renderHook(() => useConfirmLock());
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    let first = false;
    let second = true;
    act(() => {
      first = result.current.tryTap();
      second = result.current.tryTap();
    });
    expect([first, second]).toEqual([true, false]);
    expect(result.current.locked).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(result.current.tryTap()).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.locked).toBe(false);
    expect(result.current.tryTap()).toBe(true);
  });

  it('stays locked while held past the tap window, and unlocks on release', () => {
    const { result } = renderHook(() => useConfirmLock());
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    act(() => {
      result.current.tryTap();
      result.current.hold();
    });
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(result.current.locked).toBe(true);
    act(() => {
      result.current.release();
    });
    expect(result.current.locked).toBe(false);
  });
});
