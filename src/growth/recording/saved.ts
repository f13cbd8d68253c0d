import { packEvents, unpackEvents } from './pack';
import { SAVED_RECORDING_KEY } from './unsent';

/** What survives a page unload (spec §4: "a break flag and saved events"). */
export interface SavedRecording {
  serialNo: string;
  productCode: string;
  startTime: number;
  /** the break flag: the page went away while this sale was being recorded */
  broken: boolean;
  /** the flow finished but the upload failed: send these on the next start of the app */
  unsent?: boolean;
  events: unknown[];
}

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Saves the recording (events packed to fit sessionStorage); false when the browser refuses (quota). */
export function saveRecording(storage: SessionStore, saved: SavedRecording): boolean {
  try {
    const { events, ...head } = saved;
    storage.setItem(SAVED_RECORDING_KEY, JSON.stringify({ ...head, packed: packEvents(events) }));
    return true;
  } catch {
    storage.removeItem(SAVED_RECORDING_KEY);
    return false;
  }
}

/** The saved recording, or null when there is none or it is not one of ours. */
export function loadRecording(storage: SessionStore): SavedRecording | null {
  try {
    const raw = storage.getItem(SAVED_RECORDING_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Record<string, unknown>;
    if (
      typeof v.serialNo !== 'string' ||
      typeof v.productCode !== 'string' ||
      typeof v.startTime !== 'number' ||
      typeof v.packed !== 'string'
    )
      return null;
    return {
      serialNo: v.serialNo,
      productCode: v.productCode,
      startTime: v.startTime,
      broken: v.broken === true,
      ...(v.unsent === true ? { unsent: true } : {}),
      events: unpackEvents(v.packed),
    };
  } catch {
    return null;
  }
}

export function clearRecording(storage: SessionStore): void {
  storage.removeItem(SAVED_RECORDING_KEY);
}
