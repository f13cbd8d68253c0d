import { describe, expect, it } from 'vitest';
import { flowAction, flowOrderCode, isSalesFlowPath } from './flow';

describe('flowAction', () => {
  it('starts on a purchase page with a product and keeps going through confirm and the clause viewers', () => {
    expect(
      flowAction({ pathname: '/insure', productCode: 'P1', orderCode: undefined, recording: false }),
    ).toEqual({ kind: 'start', productCode: 'P1' });
    expect(
      flowAction({ pathname: '/confirmIndex', productCode: 'P1', orderCode: undefined, recording: true }),
    ).toEqual({ kind: 'start', productCode: 'P1' });
    expect(isSalesFlowPath('/viewClause')).toBe(true);
  });
  it('finishes once the flow has an order, wherever the buyer is', () => {
    expect(flowAction({ pathname: '/payoff', productCode: 'P1', orderCode: 'OD1', recording: true })).toEqual(
      { kind: 'finish', orderCode: 'OD1' },
    );
  });
  it('exits when the buyer leaves the flow without an order; does nothing outside a flow', () => {
    expect(
      flowAction({ pathname: '/myIndex', productCode: 'P1', orderCode: undefined, recording: true }),
    ).toEqual({ kind: 'exit' });
    expect(
      flowAction({ pathname: '/myIndex', productCode: 'P1', orderCode: undefined, recording: false }),
    ).toEqual({ kind: 'none' });
    expect(
      flowAction({ pathname: '/insure', productCode: undefined, orderCode: undefined, recording: false }),
    ).toEqual({ kind: 'none' });
    expect(
      flowAction({ pathname: '/paySuccess', productCode: 'P1', orderCode: 'OD1', recording: false }),
    ).toEqual({ kind: 'none' });
  });
});

describe('flowOrderCode', () => {
  it("takes the flow record's order, else the orderCode of a payment page's query only", () => {
    expect(flowOrderCode('/confirm', new URLSearchParams('orderCode=X'), 'OD1')).toBe('OD1');
    expect(flowOrderCode('/paySuccess', new URLSearchParams('orderCode=OD2&productCode=P'), undefined)).toBe(
      'OD2',
    );
    expect(flowOrderCode('/insure', new URLSearchParams('orderCode=OD3'), undefined)).toBeUndefined();
  });
});
