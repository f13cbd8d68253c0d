/**
 * Token refresh helpers (spec §4, §9): refresh when under 600 s remain; one refresh at a time,
 * every other request waits for the one in flight.
 */
export const REFRESH_WINDOW_SECONDS = 600;

/** Wraps `fn` so that concurrent callers share one run; the next call after it settles runs anew. */
export function singleFlight<T>(fn: () => Promise<T>): () => Promise<T> {
  let inflight: Promise<T> | null = null;
  return () => {
    inflight ??= fn().finally(() => {
      inflight = null;
    });
    return inflight;
  };
}

/** The `exp` of a JWT in epoch milliseconds, or undefined when the token is not a readable JWT. */
export function jwtExpiryMs(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const exp: unknown = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}
