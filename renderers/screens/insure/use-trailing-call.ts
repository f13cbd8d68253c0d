/**
 * Runs a callback once things have been quiet for a moment, and at once whenever waiting could lose
 * it or let it land late: the page hidden or unloaded (before the app's own pagehide snapshot, hence
 * the capture phase), focus leaving a field or a back navigation (before a link or the back button
 * leads to a route that clears stored forms), or the component unmounting. The insure screen's
 * draft goes out this way, off the keystroke path.
 */
import { useEffect, useMemo } from 'react';

export interface TrailingCall {
  /** Asks for a call once quiet for `delayMs` (restarts the wait). */
  schedule: () => void;
  /** Calls now if a call is waiting. */
  flush: () => void;
  /** Forgets a waiting call (its work was done another way). */
  cancel: () => void;
}

/** The timer behind useTrailingCall, outside React: the latest `run` is called once quiet for `delayMs`. */
function createTrailingCall(delayMs: number): TrailingCall & { setRun: (run: () => void) => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let run = () => {};
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const flush = () => {
    if (timer === undefined) return;
    cancel();
    run();
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(flush, delayMs);
  };
  const setRun = (next: () => void) => {
    run = next;
  };
  return { schedule, flush, cancel, setRun };
}

export function useTrailingCall(callback: () => void, delayMs: number): TrailingCall {
  const call = useMemo(() => createTrailingCall(delayMs), [delayMs]);
  // Declared before the listeners' effect: an unmount flush calls this render's callback.
  useEffect(() => call.setRun(callback));

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
