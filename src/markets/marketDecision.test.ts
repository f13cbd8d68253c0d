import { describe, expect, it } from 'vitest';
import { decideArea, decideChosen, onOfflineConfirm, onRefuse, type MarketSummary } from './marketDecision';

const m = (id: string, online = true): MarketSummary => ({ id, name: `market ${id}`, online });

describe('market status (spec §4)', () => {
  it('an online chosen market is entered', () => {
    expect(decideChosen(m('A'), [m('A'), m('B')])).toEqual({ kind: 'go', market: m('A') });
  });

  it('an offline chosen market asks, naming the online alternatives', () => {
    const decision = decideChosen(m('A', false), [m('A', false), m('B'), m('C', false)]);
    expect(decision).toEqual({ kind: 'askOffline', chosen: m('A', false), alternatives: [m('B')] });
  });

  it('accepting the offline prompt with one alternative jumps there; with several opens the choice page', () => {
    expect(onOfflineConfirm({ kind: 'askOffline', chosen: m('A', false), alternatives: [m('B')] })).toEqual({
      kind: 'go',
      market: m('B'),
    });
    expect(
      onOfflineConfirm({ kind: 'askOffline', chosen: m('A', false), alternatives: [m('B'), m('C')] }),
    ).toEqual({ kind: 'choose' });
    expect(onOfflineConfirm({ kind: 'askOffline', chosen: m('A', false), alternatives: [] })).toEqual({
      kind: 'choose',
    });
  });

  it('refusing the offline prompt clears the selection; refusing the extra-market prompt keeps the current one', () => {
    expect(onRefuse({ kind: 'askOffline', chosen: m('A', false), alternatives: [] })).toEqual({
      clearSelection: true,
    });
    expect(onRefuse({ kind: 'askExtra', current: m('A'), other: m('B') })).toEqual({ keep: m('A') });
  });

  it('first load: several markets → choice page, exactly one → straight in', () => {
    expect(decideArea([m('A'), m('B')], undefined, false)).toEqual({ kind: 'choose' });
    expect(decideArea([m('A'), m('B', false)], undefined, false)).toEqual({ kind: 'go', market: m('A') });
  });

  it('already initialised with a current market: another one in the area → ask to jump', () => {
    expect(decideArea([m('A'), m('B')], m('A'), true)).toEqual({
      kind: 'askExtra',
      current: m('A'),
      other: m('B'),
    });
    expect(decideArea([m('A')], m('A'), true)).toEqual({ kind: 'none' });
  });

  it('a current market now offline asks the offline prompt', () => {
    expect(decideArea([m('A', false), m('B')], m('A', false), true)).toMatchObject({
      kind: 'askOffline',
      alternatives: [m('B')],
    });
  });
});
