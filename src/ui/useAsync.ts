import { useCallback, useEffect, useRef, useState } from 'react';

export type AsyncState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; message: string };

/**
 * Runs a fetch for a page and tracks loading / ready / error, with `reload` for the retry button.
 * A reply that arrives after the page moved on (or a newer reload) is ignored.
 */
export function useAsync<T>(load: () => Promise<T>, deps: readonly unknown[]): AsyncState<T> & { reload: () => void } {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  useEffect(() => {
    const run = ++latest.current;
    setState({ status: 'loading' });
    load().then(
      (data) => run === latest.current && setState({ status: 'ready', data }),
      (error: unknown) => run === latest.current && setState({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
    // `load` is recreated every render; the caller's deps say when to fetch again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
