import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../server/clock';
import { gatewayBackends, startGateway, type StartedGateway } from '../helpers/start-gateway';
import { type Client, login, PARENT, products, submitOrder } from './support/client';
import { payThroughCashier } from './support/pay';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** 10:00 Beijing time today: the half-hour steps below must not cross midnight, where cover starts. */
const morning = () =>
  new Date(`${new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)}T10:00:00+08:00`);

describe.each(gatewayBackends())('policy lifecycle with a controlled clock ($name)', ({ databaseUrl }) => {
  let gw: StartedGateway;
  let parent: Client;

  beforeAll(async () => {
    gw = await startGateway({
      databaseUrl,
      clock: new ManualClock(morning()),
      config: { paymentWindowMinutes: 30 },
    });
    parent = await login(gw.url, PARENT);
  });
  afterAll(async () => gw?.close());

  /** Advances the gateway clock; access tokens expire with it, so log in again as the app would. */
  const advance = async (ms: number) => {
    gw.clock.advance(ms);
    parent = await login(gw.url, PARENT);
  };
  const statusOf = async (orderCode: string) => {
    const detail = await parent.post<{ status: string; detailPath: string; policyNo: string | null }>(
      '/order/searchOrderDetailForPro',
      { orderCode },
    );
    return detail.data;
  };

  it('times an unpaid order out after the payment window, not before, and then refuses payment', async () => {
    const order = await submitOrder(parent, gw.clock.now());
    await advance(29 * MINUTE);
    expect((await statusOf(order.orderCode)).status).toBe('01');
    await advance(2 * MINUTE);
    const timedOut = await statusOf(order.orderCode);
    expect(timedOut.status).toBe('02');
    expect(timedOut.detailPath).toBe('/policyDetailPaymentTimeout');
    const pay = await parent.postOnce('/ins-order/orderPay/payOrder/edu/weixin', {
      orderCode: order.orderCode,
    });
    expect(pay.status).toBe(409);
    expect(pay.msg).toBe('订单当前不可支付');
  });

  it('pays → waiting to issue → (insurer answers) waiting for insurance → guarantee on the start date → overdue after the end date', async () => {
    const order = await submitOrder(parent, gw.clock.now());
    await payThroughCashier(parent, order.orderCode);
    const waiting = await statusOf(order.orderCode);
    expect(waiting.status).toBe('03');
    expect(waiting.detailPath).toBe('/policyDetailWaitIssue');
    expect(waiting.policyNo).toBeNull();

    await advance(3 * MINUTE); // the sandbox insurer issues 2 minutes after payment
    const issued = await statusOf(order.orderCode);
    expect(issued.status).toBe('05'); // cover starts tomorrow
    expect(issued.detailPath).toBe('/policyDetailWaitInsurance');
    expect(issued.policyNo).toMatch(/^PL\d{20}$/);

    await advance(2 * DAY);
    const inForce = await statusOf(order.orderCode);
    expect(inForce.status).toBe('06');
    expect(inForce.policyNo).toBe(issued.policyNo);

    const policy = await parent.get<{ status: string }>(
      `/pol-svc/liabilitySvc/v1/queryLiabilityPolDetail?policyNo=${issued.policyNo}`,
    );
    expect(policy.data.status).toBe('06');

    await advance(370 * DAY);
    const over = await statusOf(order.orderCode);
    expect(over.status).toBe('07');
    expect(over.detailPath).toBe('/policyDetailPolicyOverdue');
    const history = await gw.db.query<{ to_status: string }>(
      'SELECT to_status FROM biz_status_history WHERE order_code = $1 ORDER BY id',
      [order.orderCode],
    );
    expect(history.map((h) => h.to_status)).toEqual(['01', '03', '05', '06', '07']);
  });

  it('needs no payment for a product that collects no premium: submitted straight to waiting to issue', async () => {
    const free = (await products()).products.find((p) => p.kind === 'onSale' && !p.collectsPremium)!;
    const order = await submitOrder(parent, gw.clock.now(), { productCode: free.productCode });
    expect(order.status).toBe('03');
    await advance(31 * MINUTE);
    expect((await statusOf(order.orderCode)).status).toBe('05');
  });

  it('surrenders an in-force policy once (endorsement, X-RESUB-TOKEN), refuses surrender of an unpaid order', async () => {
    const order = await submitOrder(parent, gw.clock.now());
    await payThroughCashier(parent, order.orderCode);
    await advance(3 * MINUTE);
    const { policyNo } = await statusOf(order.orderCode);
    const noToken = await parent.post('/pol-svc/endorsement/v2/submitEndors', { policyNo, reason: '转学' });
    expect(noToken.status).toBe(400);
    const done = await parent.postOnce<{ status: string; endorseNo: string }>(
      '/pol-svc/endorsement/v2/submitEndors',
      { policyNo, reason: '转学' },
    );
    expect(done.code).toBe('0000');
    expect(done.data.status).toBe('08');
    expect((await statusOf(order.orderCode)).detailPath).toBe('/policyDetailSurrender');
    const again = await parent.postOnce('/pol-svc/endorsement/v2/submitEndors', { policyNo, reason: '转学' });
    expect(again.status).toBe(409);
    const detail = await parent.get<{ endorsements: { endorseNo: string }[] }>(
      `/pol-svc/liabilitySvc/v1/queryLiabilityPolDetail?policyNo=${policyNo}`,
    );
    expect(detail.data.endorsements.map((e) => e.endorseNo)).toEqual([done.data.endorseNo]);
    const noReason = await parent.postOnce('/pol-svc/endorsement/v2/submitEndors', { policyNo });
    expect(noReason.status).toBe(400);
    expect(noReason.msg).toContain('reason');
    const unknown = await parent.postOnce('/pol-svc/endorsement/v2/submitEndors', {
      policyNo: 'PL0',
      reason: 'x',
    });
    expect(unknown.code).toBe('4040');
  });

  it('fails to issue an order paid after its start day (the sandbox insurer refuses back-dated cover)', async () => {
    const late = await startGateway({
      databaseUrl,
      seed: true,
      config: { paymentWindowMinutes: 3 * 24 * 60 },
    });
    try {
      const who = await login(late.url, PARENT);
      const order = await submitOrder(who, late.clock.now());
      late.clock.advance(2 * DAY); // the start day (tomorrow) has passed, still inside the 3-day window
      let again = await login(late.url, PARENT);
      await payThroughCashier(again, order.orderCode);
      late.clock.advance(3 * MINUTE);
      again = await login(late.url, PARENT);
      const detail = await again.post<{ status: string; detailPath: string; refundStatus: string }>(
        '/order/searchOrderDetailForPro',
        { orderCode: order.orderCode },
      );
      expect(detail.data.status).toBe('04');
      expect(detail.data.detailPath).toBe('/policyDetailIssueFail');
      // The refused order's premium goes back (issue 13: 出单失败 says what happens to the money).
      expect(detail.data.refundStatus).toBe('refunded');
      const trades = await again.get<{ list: { status: string }[] }>(
        `/pay-svc/api/v1/trades?orderCode=${order.orderCode}`,
      );
      expect(trades.data.list[0]?.status).toBe('REFUNDED');
      const deleted = await again.postOnce('/order/deleteOrder', { orderCode: order.orderCode });
      expect(deleted.code).toBe('0000');
    } finally {
      await late.close();
    }
  });
});
