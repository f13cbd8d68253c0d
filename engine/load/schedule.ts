import { isObject, mergeJson, type Json, type JsonObject } from './merge';

/**
 * Scheduled changes (the manifest's `schedule`): premium or protocol changes prepared ahead that go
 * live on their own at `from`. Each entry merges over the manifest as a variant merges over its
 * family; entries apply in the order of `from`. The manifest version stays the file's (the hash of
 * the resolved manifest with its schedule), so an open purchase page is not refused when an entry
 * goes live; the gateway prices and stores clauses by the model in effect at its clock.
 */
export interface ScheduledEntry {
  from: string;
  /** Epoch milliseconds of `from`. */
  at: number;
  change: JsonObject;
}

/** The manifest's schedule entries, earliest first (entries with an unreadable `from` are left out; the schema rejects them). */
export function scheduleOf(resolved: JsonObject): ScheduledEntry[] {
  const list = Array.isArray(resolved.schedule) ? resolved.schedule : [];
  return list
    .filter(isObject)
    .map((entry) => {
      const from = typeof entry.from === 'string' ? entry.from : '';
      const change: JsonObject = {};
      for (const [key, value] of Object.entries(entry)) if (key !== 'from') change[key] = value;
      return { from, at: Date.parse(from), change };
    })
    .filter((e) => Number.isFinite(e.at))
    .sort((a, b) => a.at - b.at);
}

/** The manifest with its first `count` scheduled entries applied and `schedule` removed. */
export function applyScheduled(resolved: JsonObject, count: number): JsonObject {
  let value: Json = { ...resolved };
  for (const entry of scheduleOf(resolved).slice(0, count)) value = mergeJson(value, entry.change) ?? value;
  const out = { ...(value as JsonObject) };
  delete out.schedule;
  return out;
}

/** How many of the entries are in effect at `at`. */
export function effectiveCount(entries: readonly { at: number }[], at: Date): number {
  return entries.filter((e) => e.at <= at.getTime()).length;
}
