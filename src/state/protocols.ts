import { atom } from 'jotai/vanilla';

/**
 * Protocol read state (spec §4): two separate groups, rules and clauses. A clause is marked read
 * once; read-all marks everything; clearing resets all. Proceeding needs read count = clause count,
 * and the count non-zero.
 */
export type ProtocolGroup = 'rules' | 'clauses';
/** What a read record keeps (spec §3). */
export type ProtocolReadRecord = { displayNo: number; resourceName: string; type: string };
export type ProtocolGroupState = { total: number; read: ProtocolReadRecord[] };
export type ProtocolState = Record<ProtocolGroup, ProtocolGroupState>;

export const emptyProtocols = (): ProtocolState => ({
  rules: { total: 0, read: [] },
  clauses: { total: 0, read: [] },
});

export const protocolsAtom = atom<ProtocolState>(emptyProtocols());

const sameClause = (a: ProtocolReadRecord, b: ProtocolReadRecord) =>
  a.displayNo === b.displayNo && a.resourceName === b.resourceName;

export function setTotal(state: ProtocolState, group: ProtocolGroup, total: number): ProtocolState {
  return { ...state, [group]: { ...state[group], total } };
}

export function markRead(
  state: ProtocolState,
  group: ProtocolGroup,
  record: ProtocolReadRecord,
): ProtocolState {
  const current = state[group];
  if (current.read.some((r) => sameClause(r, record))) return state;
  return { ...state, [group]: { ...current, read: [...current.read, record] } };
}

export function readAll(
  state: ProtocolState,
  group: ProtocolGroup,
  records: ProtocolReadRecord[],
): ProtocolState {
  return { ...state, [group]: { total: records.length, read: [...records] } };
}

export function canProceed(state: ProtocolState, group: ProtocolGroup): boolean {
  const { total, read } = state[group];
  return total > 0 && read.length === total;
}

export const clearProtocolsAtom = atom(null, (_get, set) => set(protocolsAtom, emptyProtocols()));
