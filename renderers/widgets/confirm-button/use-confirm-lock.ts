/**
 * The confirm button's timing (spec §4 "Confirm page", §9): disabled for the first 2 s after the
 * page opens, then locked for 2000 ms on every tap so a double tap cannot submit twice. The caller
 * may also hold the lock while a submit is in flight (`hold`/`release`).
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export const CONFIRM_OPEN_DELAY_MS = 2000;
export const CONFIRM_TAP_LOCK_MS = 2000;

export interface ConfirmLock {
  /** True while the button must not react. */
  locked: boolean;
  /** Call on tap: returns false (and does nothing) while locked, else locks for the tap window. */
  tryTap: () => boolean;
  /** Keeps the button locked past the tap window until `release` (a submit in flight). */
  hold: () => void;
  release: () => void;
}

export function useConfirmLock(
  openDelayMs = CONFIRM_OPEN_DELAY_MS,
  tapLockMs = CONFIRM_TAP_LOCK_MS,
): ConfirmLock {
  const [opening, setOpening] = useState(true);
  const [tapLocked, setTapLocked] = useState(false);
  const [held, setHeld] = useState(false);
  // A ref as well as state: two taps in the same frame must see the lock before React re-renders.
  const lockedRef = useRef(true);
  const heldRef = useRef(false);

  useEffect(() => {
    const timer = setTimeout(() => setOpening(false), openDelayMs);
    return () => clearTimeout(timer);
  }, [openDelayMs]);

  const locked = opening || tapLocked || held;
  // In the commit that enables the button, not after paint: a passive effect can run after a tap on the
  // already enabled button (a busy phone, or a test tapping at once), which would then be swallowed.
  useLayoutEffect(() => {
    lockedRef.current = locked;
  }, [locked]);

  const tryTap = useCallback(() => {
    if (lockedRef.current) return false;
    lockedRef.current = true;
    setTapLocked(true);
    setTimeout(() => {
      setTapLocked(false);
      if (!heldRef.current) lockedRef.current = false;
    }, tapLockMs);
    return true;
  }, [tapLockMs]);

  const hold = useCallback(() => {
    heldRef.current = true;
    lockedRef.current = true;
    setHeld(true);
  }, []);
  const release = useCallback(() => {
    heldRef.current = false;
    setHeld(false);
  }, []);

  return { locked, tryTap, hold, release };
}
