import { decompressSync } from 'fflate';

/** A stored recording's bytes → its rrweb events (an array, or an object with `events`); [] when unreadable. */
export function eventsOf(bytes: Uint8Array): { type: number; timestamp: number }[] {
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(decompressSync(bytes)));
    const list = Array.isArray(parsed)
      ? parsed
      : Array.isArray((parsed as { events?: unknown } | null)?.events)
        ? (parsed as { events: unknown[] }).events
        : [];
    return list.filter(
      (e): e is { type: number; timestamp: number } =>
        typeof e === 'object' &&
        e !== null &&
        typeof (e as { type?: unknown }).type === 'number' &&
        typeof (e as { timestamp?: unknown }).timestamp === 'number',
    );
  } catch {
    return [];
  }
}

/**
 * The events of several recordings of one sale as one replayable stream: a recording resumed after a
 * page unload starts with a new full snapshot, so concatenating in time order replays the sale
 * as it happened; duplicate events (saved before the unload and uploaded twice) are dropped.
 */
export function mergeRecordings(
  recordings: { type: number; timestamp: number }[][],
): { type: number; timestamp: number }[] {
  const seen = new Set<string>();
  const merged: { type: number; timestamp: number }[] = [];
  for (const events of recordings) {
    for (const event of events) {
      const key = JSON.stringify(event);
      if (seen.has(key)) continue;
      seen.add(key);
      merged.push(event);
    }
  }
  // A stable sort keeps rrweb's order for events with the same timestamp.
  return merged
    .map((e, i) => ({ e, i }))
    .sort((a, b) => a.e.timestamp - b.e.timestamp || a.i - b.i)
    .map(({ e }) => e);
}
