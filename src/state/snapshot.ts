import type { Locale } from '../../engine/messages';
import { isSnapshot } from './snapshotShape';
import type { FormState } from './form';
import type { ProtocolState } from './protocols';
import type { AppStore } from './store';
import { formAtom } from './form';
import { protocolsAtom } from './protocols';
import { recordAtom, type FlowRecord } from './record';
import { marketAtom, type MarketState } from './market';
import { localeAtom } from './locale';
import type { KeyValueStorage } from './userStorage';

/**
 * The whole app state saved to sessionStorage when the page is hidden and restored at start
 * (spec §2 "Shared UI"). Versioned: a snapshot of another version, or one that does not parse,
 * is dropped — the app then starts clean, never crashes.
 */
export const SNAPSHOT_KEY = 'edu-storefront:app-state';
export const SNAPSHOT_VERSION = 1;

export type Snapshot = {
  version: typeof SNAPSHOT_VERSION;
  savedAt: number;
  state: {
    locale: Locale;
    market: MarketState;
    record: FlowRecord;
    form: FormState;
    protocols: ProtocolState;
  };
};

export function takeSnapshot(store: AppStore, now = Date.now()): Snapshot {
  return {
    version: SNAPSHOT_VERSION,
    savedAt: now,
    state: {
      locale: store.get(localeAtom),
      market: store.get(marketAtom),
      record: store.get(recordAtom),
      form: store.get(formAtom),
      protocols: store.get(protocolsAtom),
    },
  };
}

export function saveSnapshot(store: AppStore, storage: KeyValueStorage): void {
  try {
    storage.setItem(SNAPSHOT_KEY, JSON.stringify(takeSnapshot(store)));
  } catch {
    // Storage full or disabled: the state simply is not kept across the reload.
  }
}

/** Restores a saved snapshot; returns what happened so the caller can log a dropped one. */
export function restoreSnapshot(store: AppStore, storage: KeyValueStorage): 'restored' | 'none' | 'dropped' {
  const raw = storage.getItem(SNAPSHOT_KEY);
  if (raw === null) return 'none';
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  if (!isSnapshot(parsed, SNAPSHOT_VERSION)) {
    storage.removeItem(SNAPSHOT_KEY);
    return 'dropped';
  }
  const { state } = parsed;
  store.set(localeAtom, state.locale);
  store.set(marketAtom, state.market);
  store.set(recordAtom, state.record);
  store.set(formAtom, state.form);
  store.set(protocolsAtom, state.protocols);
  return 'restored';
}

/** Saves on page hide (pagehide and visibilitychange → hidden); returns the unsubscribe. */
export function saveOnHide(store: AppStore, storage: KeyValueStorage, target: Window): () => void {
  const save = () => saveSnapshot(store, storage);
  const onVisibility = () => {
    if (target.document.visibilityState === 'hidden') save();
  };
  target.addEventListener('pagehide', save);
  target.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    target.removeEventListener('pagehide', save);
    target.document.removeEventListener('visibilitychange', onVisibility);
  };
}
