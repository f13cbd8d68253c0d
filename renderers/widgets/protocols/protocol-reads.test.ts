import { describe, expect, it } from 'vitest';
import type { ProtocolGroupModel } from '../../../engine/model';
import { clearReads, markAllRead, markRead, mayProceed, readProgress } from './protocol-reads';

const item = (id: string, valueMark: 'insuranceRules' | 'insuranceClauses') => ({
  id,
  displayNo: 1,
  resourceName: id,
  valueMark,
  type: 'html' as const,
  content: '<p>x</p>',
  images: [],
});
const groups: ProtocolGroupModel[] = [
  { group: 'rules', mustReadAll: false, items: [item('r1', 'insuranceRules')] },
  {
    group: 'clauses',
    mustReadAll: true,
    items: [item('c1', 'insuranceClauses'), item('c2', 'insuranceClauses')],
  },
];

describe('protocol reads', () => {
  it('needs every clause read: one of two is not enough, both are', () => {
    const one = markRead([], 'c1');
    expect(readProgress(groups, one)).toEqual({ read: 1, total: 2 });
    expect(mayProceed(groups, one)).toBe(false);
    expect(mayProceed(groups, markRead(one, 'c2'))).toBe(true);
  });

  it('counts a clause once however often it is opened', () => {
    const twice = markRead(markRead(['c1'], 'c1'), 'c1');
    expect(twice).toEqual(['c1']);
    expect(readProgress(groups, twice).read).toBe(1);
  });

  it('read-all lets the buyer proceed, clear resets', () => {
    expect(mayProceed(groups, markAllRead(groups))).toBe(true);
    expect(mayProceed(groups, clearReads())).toBe(false);
  });

  it('never lets a product with zero clauses pass (count must be non-zero)', () => {
    expect(mayProceed([{ group: 'clauses', mustReadAll: true, items: [] }], [])).toBe(false);
  });

  it('ignores reads of rules for the clause count', () => {
    expect(readProgress(groups, ['r1']).read).toBe(0);
  });
});
