import { describe, expect, it } from 'vitest';
import { groupedManifest, jiningModel, modelOf } from '../testing/models';
import { agentConfigFromAttributes, attributeEntries, chooseAgent } from './agent';
import { confirmTarget } from './confirm';
import { paymentRoute } from './payment-route';

const order = { orderCode: 'O1', applicationFormCode: 'A1', totalPremium: 150 };

describe('payment routing (spec §4)', () => {
  it('goes through the messaging-app OAuth to /payoff by default', () => {
    expect(paymentRoute(jiningModel(), order)).toEqual({
      kind: 'oauth',
      route: 'payoff',
      query: { productCode: '19PR979745' },
    });
  });

  it('goes straight to /paySuccess when the product collects no premium', () => {
    const free = modelOf(groupedManifest({ payment: { mode: 'none' } }));
    expect(paymentRoute(free, order)).toEqual({
      kind: 'paySuccess',
      route: 'paySuccess',
      query: { orderCode: 'O1', productCode: '99PR100001', applicationFormCode: 'A1' },
    });
    const notCollected = modelOf(groupedManifest({ attributes: { Issoufei: false } }));
    expect(paymentRoute(notCollected, order).kind).toBe('paySuccess');
  });

  it('uses the pay-url redirect (3 lookups) or the external pay URL type 4, with the optional notice', () => {
    const notice = { title: '缴费提示', text: '请在7日内通过当地教育缴费系统完成缴费', days: 7 };
    expect(paymentRoute(modelOf(groupedManifest({ payment: { mode: 'payUrl', notice } })), order)).toEqual({
      kind: 'payUrl',
      appCode: 'A1',
      maxLookups: 3,
      notice,
    });
    expect(
      paymentRoute(modelOf(groupedManifest({ payment: { mode: 'external', externalPayType: 4 } })), order),
    ).toEqual({ kind: 'external', payType: 4, appCode: 'A1', maxLookups: 3 });
  });

  it('opens no cashier when the notice says the premium is paid elsewhere (issue 13: Linyi fee system)', () => {
    const notice = {
      title: '缴费提示',
      text: '请在7日内登录教育收费系统完成缴费',
      days: 7,
      afterConfirm: 'showOrder' as const,
    };
    expect(paymentRoute(modelOf(groupedManifest({ payment: { mode: 'payUrl', notice } })), order)).toEqual({
      kind: 'payElsewhere',
      route: 'paySuccess',
      query: { orderCode: 'O1', productCode: '99PR100001', applicationFormCode: 'A1' },
      notice,
    });
  });
});

describe('confirm dispatch', () => {
  it('sends each product to its layout’s page with the product code', () => {
    expect(confirmTarget(jiningModel())).toEqual({
      route: 'confirmIndex',
      query: { productCode: '19PR979745' },
    });
    expect(confirmTarget(modelOf(groupedManifest()))).toEqual({
      route: 'confirmIndexForMulti',
      query: { productCode: '99PR100001' },
    });
    const own = modelOf(
      groupedManifest({
        confirm: { layout: 'product', endOfDay: true, blocks: ['product', 'school', 'premium'] },
      }),
    );
    expect(confirmTarget(own).route).toBe('confirm');
    expect(own.confirm.blocks).toEqual(['product', 'school', 'premium']);
    // The shared pages show the plan's duties and the school too (issue 13 item 11).
    expect(jiningModel().confirm.blocks).toEqual([
      'product',
      'plan',
      'guarantees',
      'holder',
      'insured',
      'school',
      'beneficiary',
      'period',
      'copies',
      'premium',
    ]);
  });
});

describe('agent config (attrCode PermanentAgent)', () => {
  const fixed = {
    branchCode: 'JT0144001',
    branchName: '广东分公司',
    agentCode: 'GD01',
    agentName: '王经理',
    departCode: 'D9',
    departName: '教育部',
  };
  const model = modelOf(
    groupedManifest({
      attributes: { PermanentAgent: fixed, Employee: { enabled: true, departCode: 'STAFF' } },
    }),
  );

  it('is built from the attribute entry whose attrCode is PermanentAgent', () => {
    const entries = attributeEntries(model);
    expect(entries.find((e) => e.attrCode === 'PermanentAgent')).toEqual({
      attrCode: 'PermanentAgent',
      attrValue: JSON.stringify(fixed),
    });
    expect(agentConfigFromAttributes(entries)).toEqual(fixed);
    expect(agentConfigFromAttributes([{ attrCode: 'ageIssue', attrValue: '0-18' }])).toBeUndefined();
  });

  it('prefers the product’s fixed agent, then the promoter, then staff (when the product allows), then a promo code', () => {
    const promoter = { ...fixed, agentCode: 'P1' };
    const staff = { ...fixed, agentCode: 'S1' };
    expect(chooseAgent(model, { promoter })?.agentCode).toBe('GD01');
    const open = jiningModel();
    expect(chooseAgent(open, { promoter, staff })?.agentCode).toBe('P1');
    expect(chooseAgent(open, { staff })).toBeUndefined();
    const staffProduct = modelOf(
      groupedManifest({ attributes: { Employee: { enabled: true, departCode: 'STAFF' } } }),
    );
    expect(chooseAgent(staffProduct, { staff })).toMatchObject({ agentCode: 'S1', departCode: 'STAFF' });
    expect(chooseAgent(open, { promoCode: promoter })?.agentCode).toBe('P1');
  });
});
