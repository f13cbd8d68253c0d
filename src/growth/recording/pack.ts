import { gunzipSync, gzipSync, strFromU8, strToU8 } from 'fflate';

/** The upload limit of op-log raw/json (contract/op-log/rawJson.ts: content ≤ 2,000,000 base64 characters), with headroom. */
export const MAX_PACKED_CHARS = 1_900_000;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // Chunks keep String.fromCharCode's argument list small.
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

/** Recording events → gzip → base64 (what raw/json takes and the gateway decompresses). */
export function packEvents(events: readonly unknown[]): string {
  return toBase64(gzipSync(strToU8(JSON.stringify(events))));
}

export function unpackEvents(packed: string): unknown[] {
  const parsed: unknown = JSON.parse(strFromU8(gunzipSync(fromBase64(packed))));
  return Array.isArray(parsed) ? parsed : [];
}

/**
 * The events packed into uploads that each fit the limit: halves until every part fits (the gateway
 * merges the parts of one serial number back into one stream). A single event too large is dropped.
 */
export function packInParts(events: readonly unknown[], limit = MAX_PACKED_CHARS): string[] {
  if (events.length === 0) return [];
  const packed = packEvents(events);
  if (packed.length <= limit) return [packed];
  if (events.length === 1) return [];
  const half = Math.ceil(events.length / 2);
  return [...packInParts(events.slice(0, half), limit), ...packInParts(events.slice(half), limit)];
}
