import { unpackEvents } from './pack';
import { SAVED_RECORDING_KEY } from './unsent';

/** What survives a page unload (spec §4: "a break flag and saved events"). */
export interface SavedHead {
  serialNo: string;
  productCode: string;
  startTime: number;
  /** the break flag: the page went away while this sale was being recorded */
  broken: boolean;
  /** the flow finished but the upload failed: send these on the next start of the app */
  unsent?: boolean;
}

/**
 * The events as saved: `packed`, the first events already compressed in the background (each part
 * packEvents' base64 gzip of a run of events, in order), then `tail`, the few since, as they are —
 * so the save on pagehide is synchronous and writes nothing it would have to compress first.
 */
export interface SavedEvents {
  packed: readonly string[];
  tail: readonly unknown[];
}

export interface SavedRecording extends SavedHead {
  /** every event, in order */
  events: unknown[];
  /** the compressed parts as saved, and how many of the events they hold (a resumed sale reuses them) */
  packed: string[];
  packedCount: number;
}

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function write(storage: SessionStore, head: SavedHead, events: SavedEvents): boolean {
  try {
    const { serialNo, productCode, startTime, broken, unsent } = head;
    const record = { serialNo, productCode, startTime, broken, ...(unsent ? { unsent: true } : {}) };
    storage.setItem(
      SAVED_RECORDING_KEY,
      JSON.stringify({ ...record, parts: events.packed, tail: events.tail }),
    );
    return true;
  } catch {
    return false;
  }
}

/**
 * Saves the recording, synchronously (it runs on pagehide). Over the quota with the uncompressed
 * tail, the compressed parts alone are kept (the last second or so is lost, not the sale's record);
 * false when the browser refuses even that.
 */
export function saveRecording(storage: SessionStore, head: SavedHead, events: SavedEvents): boolean {
  if (write(storage, head, events)) return true;
  if (events.tail.length > 0 && write(storage, head, { packed: events.packed, tail: [] })) return true;
  storage.removeItem(SAVED_RECORDING_KEY);
  return false;
}

/** The saved recording's head without unpacking its events, or null when there is none or it is not one of ours. */
export function peekRecording(
  storage: SessionStore,
): (SavedHead & { parts: string[]; tail: unknown[] }) | null {
  try {
    const raw = storage.getItem(SAVED_RECORDING_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Record<string, unknown>;
    if (
      typeof v.serialNo !== 'string' ||
      typeof v.productCode !== 'string' ||
      typeof v.startTime !== 'number'
    )
      return null;
    // Saved before the background packing (one `packed` string for every event): read as one part.
    const parts = typeof v.packed === 'string' ? [v.packed] : v.parts;
    const tail = v.tail ?? [];
    if (!Array.isArray(parts) || !parts.every((p) => typeof p === 'string') || !Array.isArray(tail))
      return null;
    return {
      serialNo: v.serialNo,
      productCode: v.productCode,
      startTime: v.startTime,
      broken: v.broken === true,
      ...(v.unsent === true ? { unsent: true } : {}),
      parts: parts as string[],
      tail,
    };
  } catch {
    return null;
  }
}

/** The saved recording with its events unpacked, or null when there is none, it is not one of ours or it does not unpack. */
export async function loadRecording(storage: SessionStore): Promise<SavedRecording | null> {
  const saved = peekRecording(storage);
  if (!saved) return null;
  try {
    const { parts, tail, ...head } = saved;
    const packedEvents: unknown[] = [];
    for (const part of parts) packedEvents.push(...(await unpackEvents(part)));
    return { ...head, events: [...packedEvents, ...tail], packed: parts, packedCount: packedEvents.length };
  } catch {
    return null;
  }
}

export function clearRecording(storage: SessionStore): void {
  storage.removeItem(SAVED_RECORDING_KEY);
}
