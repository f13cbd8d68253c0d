import type { PurchaseDraft } from '../../renderers/screens/purchase/draft';
import { browserStorage, type KeyValueStorage } from './userStorage';

/**
 * A purchase draft kept on the device (localStorage), one per product, with the manifest version it
 * was typed against: a visitor's draft survives the login redirect, registration and a reload; a
 * buyer whose submit met a release keeps theirs across the reload that brings the new product.
 * The insure page takes it back (migrated to the product as it is then) and forgets it.
 */
export type DeviceDraftReason = 'visitor' | 'productUpdated';
export interface DeviceDraft {
  manifestVersion: string;
  reason: DeviceDraftReason;
  draft: PurchaseDraft;
}

const KEY = 'edu-storefront:draft:';
let storage: KeyValueStorage | undefined;
const store = () => (storage ??= browserStorage());

/** Tests swap the storage. */
export function setDeviceDraftStorage(next: KeyValueStorage): void {
  storage = next;
}

export function keepDraftOnDevice(productCode: string, entry: DeviceDraft): void {
  try {
    store().setItem(KEY + productCode, JSON.stringify(entry));
  } catch {
    // Storage full or disabled: the draft lives only as long as the page.
  }
}

export function readDeviceDraft(productCode: string): DeviceDraft | undefined {
  const raw = store().getItem(KEY + productCode);
  if (!raw) return undefined;
  try {
    const entry = JSON.parse(raw) as Partial<DeviceDraft>;
    const draft = entry.draft as Partial<PurchaseDraft> | undefined;
    const usable =
      typeof entry.manifestVersion === 'string' &&
      draft?.productCode === productCode &&
      typeof draft.selection === 'object' &&
      Array.isArray(draft.insureds);
    return usable ? (entry as DeviceDraft) : undefined;
  } catch {
    return undefined;
  }
}

export function forgetDeviceDraft(productCode: string): void {
  store().removeItem(KEY + productCode);
}
