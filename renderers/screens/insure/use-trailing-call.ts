/**
 * Runs a callback once things have been quiet for a moment, and at once whenever waiting could lose
 * it or let it land late: the page hidden or unloaded (before the app's own pagehide snapshot, hence
 * the capture phase), focus leaving a field or a back navigation (before a link or the back button
 * leads to a route that clears stored forms), or the component unmounting. The insure screen's
 * draft goes out this way, off the keystroke path.
 */
import { useEffect, useMemo, useRef } from 'react';

export interface TrailingCall {
  /** Asks for a call once quiet for `delayMs` (restarts the wait). */
  schedule: () => void;
  /** Calls now if a call is waiting. */
  flush: () => void;
  /** Forgets a waiting call (its work was done another way). */
  cancel: () => void;
}

export function useTrailingCall(callback: () => void, delayMs: number): TrailingCall {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  const call = useMemo((): TrailingCall => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cancel = () => {
      clearTimeout(timer);
      timer = undefined;
    };
    const flush = () => {
      if (timer === undefined) return;
      cancel();
      latest.current();
    };
    return {
      schedule: () => {
        clearTimeout(timer);
        timer = setTimeout(flush, delayMs);
      },
      flush,
      cancel,
    };
  }, [delayMs]);

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') call.flush();
    };
    window.addEventListener('pagehide', call.flush, true);
    window.addEventListener('popstate', call.flush, true);
    document.addEventListener('visibilitychange', onHidden, true);
    document.addEventListener('focusout', call.flush, true);
    return () => {
      window.removeEventListener('pagehide', call.flush, true);
      window.removeEventListener('popstate', call.flush, true);
      document.removeEventListener('visibilitychange', onHidden, true);
      document.removeEventListener('focusout', call.flush, true);
      call.flush();
    };
  }, [call]);
  return call;
}
