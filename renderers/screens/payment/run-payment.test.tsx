// @vitest-environment jsdom
/**
 * Issue 13 item 6: payment wording matches what happens. A premium collected by a city's education
 * fee system shows its notice and, on 确定, the order — never the online cashier; a free policy's
 * submit toast does not ask the buyer to pay.
 */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PaymentRoute } from '../../../engine/model';
import { paymentRoute } from '../../../engine/rules/payment-route';
import { installAntdRenderShim } from '../../platform/antd-render-shim';
import { testCatalogue } from '../../test-support/catalogue';
import { runPaymentRoute, submittedMessage, type PaymentCallbacks } from './run-payment';

beforeAll(() => installAntdRenderShim());
afterEach(() => cleanup());

const query = { orderCode: 'O1', productCode: 'P1', applicationFormCode: 'A1' };
const notice = {
  title: '缴费提示',
  text: '投保信息已提交，请在7日内登录临沂市教育收费系统完成缴费。',
  days: 7,
};

function callbacks() {
  return {
    navigate: vi.fn<PaymentCallbacks['navigate']>(),
    lookupPayUrl: vi.fn<PaymentCallbacks['lookupPayUrl']>(async () => 'https://pay.example/cashier'),
    redirect: vi.fn<PaymentCallbacks['redirect']>(),
    startOAuth: vi.fn<PaymentCallbacks['startOAuth']>(),
  };
}

describe('payment routes say what happens', () => {
  it('a fee-system notice leads to the order on 确定, with no pay-URL lookup and no cashier', async () => {
    const steps = callbacks();
    const route: PaymentRoute = {
      kind: 'payElsewhere',
      route: 'paySuccess',
      query,
      notice: { ...notice, afterConfirm: 'showOrder' },
    };
    const done = runPaymentRoute(route, steps);
    expect(await screen.findByText(notice.text)).toBeTruthy();
    fireEvent.click(screen.getByText('确定'));
    await done;
    expect(steps.navigate).toHaveBeenCalledWith('paySuccess', query);
    expect(steps.lookupPayUrl).not.toHaveBeenCalled();
    expect(steps.redirect).not.toHaveBeenCalled();
    expect(submittedMessage(route)).toBe('投保信息已提交');
  });

  it('every product whose premium the local fee system collects routes to its order, not a cashier', async () => {
    const feeSystem = (await testCatalogue()).products.filter(
      (p) => p.attributes.premiumcollection === 'localFeeSystem',
    );
    expect(feeSystem.length).toBeGreaterThan(0);
    for (const product of feeSystem) {
      expect(
        paymentRoute(product, { orderCode: 'O1', applicationFormCode: 'A1', totalPremium: 100 }).kind,
        product.name,
      ).toBe('payElsewhere');
    }
  });

  it('only a route that goes on to pay in the app says 请及时支付', () => {
    expect(submittedMessage({ kind: 'paySuccess', route: 'paySuccess', query })).toBe(
      '投保成功，本保单无需支付保费',
    );
    expect(submittedMessage({ kind: 'oauth', route: 'payoff', query: { productCode: 'P1' } })).toBe(
      '投保信息填写成功，请及时支付',
    );
  });
});
