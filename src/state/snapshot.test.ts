import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { formAtom, productFormAtom } from './form';
import { protocolsAtom, markRead, setTotal, emptyProtocols, canProceed, readAll } from './protocols';
import { recordAtom, type FlowRecord } from './record';
import { marketAtom, pageModelAtom } from './market';
import { localeAtom } from './locale';
import { restoreSnapshot, saveOnHide, saveSnapshot, SNAPSHOT_KEY } from './snapshot';
import { memoryStorage } from './userStorage';

function filledStore() {
  const store = createStore();
  store.set(localeAtom, 'en-US');
  store.set(marketAtom, {
    inited: true,
    areaCode: '370800',
    market: { id: 'M1', name: '济宁保险超市', online: true },
  });
  // Every field of the flow record (Required: a field added to FlowRecord must be added here, and
  // to the snapshot's shape check, or the restore below drops the whole snapshot).
  const record: Required<FlowRecord> = {
    productCode: '19PR979745',
    steps: ['detail', 'insure'],
    renewal: { isRenewal: 'Y', renewalTimes: 2, renewalLastPolicyNo: 'PL1' },
    serialNo: 'SN2026112712000012345',
    serialOwner: 'U0001',
    promoCode: 'P01',
    orderCode: 'OD1',
    applicationFormCode: 'AF1',
  };
  store.set(recordAtom, record);
  store.set(productFormAtom('19PR979745'), 'values', { holder: { name: '张三' } });
  store.set(
    protocolsAtom,
    markRead(setTotal(emptyProtocols(), 'clauses', 2), 'clauses', {
      displayNo: 1,
      resourceName: '条款',
      type: 'html',
    }),
  );
  return store;
}

describe('app state snapshot (saved on page hide, restored at start)', () => {
  it('restores everything that was saved', () => {
    const storage = memoryStorage();
    const before = filledStore();
    saveSnapshot(before, storage);
    const after = createStore();
    expect(restoreSnapshot(after, storage)).toBe('restored');
    expect(after.get(localeAtom)).toBe('en-US');
    expect(after.get(marketAtom)).toEqual(before.get(marketAtom));
    expect(after.get(pageModelAtom)).toBe('1_1_1');
    expect(after.get(recordAtom)).toEqual(before.get(recordAtom));
    expect(after.get(formAtom)).toEqual({ '19PR979745': { values: { holder: { name: '张三' } } } });
    expect(after.get(protocolsAtom)).toEqual(before.get(protocolsAtom));
  });

  it('nothing saved: starts clean', () => {
    expect(restoreSnapshot(createStore(), memoryStorage())).toBe('none');
  });

  it.each([
    ['not JSON', '{broken'],
    ['another version', JSON.stringify({ version: 0, savedAt: 1, state: {} })],
    [
      'a wrong field type',
      JSON.stringify({
        version: 1,
        savedAt: 1,
        state: { locale: 'zh-CN', market: { inited: 'yes' }, record: { steps: [] }, form: {}, protocols: {} },
      }),
    ],
    [
      'an unknown locale',
      JSON.stringify({
        version: 1,
        savedAt: 1,
        state: {
          locale: 'fr',
          market: { inited: true },
          record: { steps: [] },
          form: {},
          protocols: { rules: { total: 0, read: [] }, clauses: { total: 0, read: [] } },
        },
      }),
    ],
    ['null', 'null'],
  ])('a snapshot with %s is dropped, never a crash', (_label, raw) => {
    const storage = memoryStorage();
    storage.setItem(SNAPSHOT_KEY, raw);
    const store = createStore();
    expect(restoreSnapshot(store, storage)).toBe('dropped');
    expect(storage.getItem(SNAPSHOT_KEY)).toBeNull();
    expect(store.get(formAtom)).toEqual({});
    expect(store.get(localeAtom)).toBe('zh-CN');
  });

  it('saves when the page is hidden (pagehide or visibilitychange → hidden)', () => {
    const storage = memoryStorage();
    const store = filledStore();
    const listeners: Record<string, () => void> = {};
    const docListeners: Record<string, () => void> = {};
    const doc = {
      visibilityState: 'visible',
      addEventListener: (n: string, f: () => void) => (docListeners[n] = f),
      removeEventListener: () => {},
    };
    const win = {
      document: doc,
      addEventListener: (n: string, f: () => void) => (listeners[n] = f),
      removeEventListener: () => {},
    } as unknown as Window;
    saveOnHide(store, storage, win);
    docListeners.visibilitychange?.();
    expect(storage.getItem(SNAPSHOT_KEY)).toBeNull();
    doc.visibilityState = 'hidden';
    docListeners.visibilitychange?.();
    expect(JSON.parse(storage.getItem(SNAPSHOT_KEY) ?? '{}').state.locale).toBe('en-US');
    storage.clear();
    listeners.pagehide?.();
    expect(storage.getItem(SNAPSHOT_KEY)).not.toBeNull();
  });
});

describe('protocol read state (spec §4)', () => {
  const clause = (n: number) => ({ displayNo: n, resourceName: `条款${n}`, type: 'html' });
  it('proceeding needs read count = clause count, non-zero; a clause is marked once', () => {
    let state = setTotal(emptyProtocols(), 'clauses', 2);
    expect(canProceed(state, 'clauses')).toBe(false);
    state = markRead(markRead(state, 'clauses', clause(1)), 'clauses', clause(1));
    expect(state.clauses.read).toHaveLength(1);
    expect(canProceed(state, 'clauses')).toBe(false);
    state = markRead(state, 'clauses', clause(2));
    expect(canProceed(state, 'clauses')).toBe(true);
    expect(canProceed(state, 'rules')).toBe(false);
  });
  it('read-all marks everything; zero clauses never proceeds', () => {
    expect(canProceed(readAll(emptyProtocols(), 'rules', [clause(1), clause(2)]), 'rules')).toBe(true);
    expect(canProceed(readAll(emptyProtocols(), 'rules', []), 'rules')).toBe(false);
  });
});
