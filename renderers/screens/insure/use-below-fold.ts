import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the parts of a long screen below its first view are drawn yet. With `later`, the first
 * commit draws only what a phone shows first (the plan, the holder, the bottom bar) and the rest
 * follows at once in a transition: the buyer can read and type a good part of a second sooner on a
 * slow phone (the whole form's render and first layout cost about as much as all the code before
 * it), and a keystroke meanwhile interrupts the rest instead of waiting for it.
 * Without `later` (a return to a remembered scroll position, which needs the whole page's height,
 * and tests) everything is drawn at once.
 */
export function useBelowFoldDrawn(later: boolean): boolean {
  const [drawn, setDrawn] = useState(!later);
  useEffect(() => {
    if (!drawn) startTransition(() => setDrawn(true));
  }, [drawn]);
  return drawn;
}
