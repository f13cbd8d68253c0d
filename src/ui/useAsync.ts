import { useCallback, useEffect, useMemo, useState } from 'react';

export type AsyncState<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string };

const LOADING = { status: 'loading' } as const;

/**
 * Runs a fetch for a page and tracks loading / ready / error, with `reload` for the retry button.
 * A reply that arrives after the page moved on (or a newer reload) is ignored: each request has
 * its own identity, and only the answer to the current one is shown — anything else reads as loading.
 * `known`: the answer when it is at hand already (loaded with the route): ready at once, nothing fetched.
 */
export function useAsync<T>(
  load: () => Promise<T>,
  deps: readonly unknown[],
  known?: T,
): AsyncState<T> & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  // A new object whenever the caller's deps or the attempt change: the identity of the current request.
  // `load` is recreated every render; the caller's deps say when to fetch again (a deps-taking hook,
  // like useEffect itself, so its list cannot be a literal here).
  // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/use-memo
  const request = useMemo(() => ({}), [...deps, attempt]);
  const [answer, setAnswer] = useState<{ request: object; state: AsyncState<T> } | null>(null);
  useEffect(() => {
    if (known !== undefined) return;
    let current = true;
    load().then(
      (data) => current && setAnswer({ request, state: { status: 'ready', data } }),
      (error: unknown) =>
        current &&
        setAnswer({
          request,
          state: { status: 'error', message: error instanceof Error ? error.message : String(error) },
        }),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  if (known !== undefined) return { status: 'ready', data: known, reload };
  return { ...(answer?.request === request ? answer.state : LOADING), reload };
}
