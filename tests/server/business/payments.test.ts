import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayBackends, startGateway, type StartedGateway } from '../helpers/start-gateway';
import { signNotify, type PayNotify } from '../../../server/providers/payment/signature';
import { type Client, login, PARENT, SECOND_PARENT, submitOrder } from './support/client';
import { openCashier, pressCashier, settled } from './support/pay';
import { formatChinaDate } from '../../../server/domain/gateway/time';

const SECRET = 'business-payments-test-secret';

describe.each(gatewayBackends())('payment sandbox ($name)', ({ databaseUrl }) => {
  let gw: StartedGateway;
  let parent: Client;

  beforeAll(async () => {
    gw = await startGateway({ databaseUrl, config: { secret: SECRET } });
    parent = await login(gw.url, PARENT);
  });
  afterAll(async () => gw?.close());

  const notify = async (body: PayNotify, signature = signNotify(body, SECRET)) => {
    const res = await fetch(`${gw.url}/_gw/pay-svc/api/v1/notify/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
      body: JSON.stringify(body),
    });
    return {
      status: res.status,
      body: (await res.json()) as { code: string; msg: string; data?: { outcome: string } },
    };
  };

  it('serves a mobile, Chinese cashier page with the amount, and pays through it (signed asynchronous notify)', async () => {
    const order = await submitOrder(parent, gw.clock.now());
    const cashier = await openCashier(parent, order.orderCode);
    expect(cashier.amount).toBe(order.totalPremium);
    const page = await fetch(cashier.payUrl);
    const html = await page.text();
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('name="viewport"');
    expect(html).toContain('收银台');
    expect(html).toContain(`¥${order.totalPremium.toFixed(2)}`);
    expect(html).toContain('确认支付');

    const back = await pressCashier(cashier.payUrl, 'pay');
    expect(back).toContain(`/#/payoff?productCode=`);
    expect(back).toContain(`orderCode=${order.orderCode}`);
    expect(await settled(parent, order.orderCode)).toBe('SUCCESS');
    const charge = await parent.post<{ paid: boolean; payStatus: string; status: string }>(
      '/order/searchOrderCharge',
      { orderCode: order.orderCode },
    );
    expect(charge.data).toMatchObject({ paid: true, payStatus: 'SUCCESS', status: '03' });
    const closedPage = await (await fetch(cashier.payUrl)).text();
    expect(closedPage).not.toContain('确认支付');
  });

  it('leaves the order unpaid when the buyer cancels or the payment fails, and a new trade can be opened', async () => {
    const order = await submitOrder(parent, gw.clock.now());
    const first = await openCashier(parent, order.orderCode);
    await pressCashier(first.payUrl, 'cancel');
    expect(await settled(parent, order.orderCode)).toBe('CANCELLED');
    const second = await openCashier(parent, order.orderCode);
    expect(second.tradeNo).not.toBe(first.tradeNo);
    await pressCashier(second.payUrl, 'fail');
    expect(await settled(parent, order.orderCode)).toBe('FAILED');
    const charge = await parent.post<{ paid: boolean; status: string; payStatus: string }>(
      '/order/searchOrderCharge',
      { orderCode: order.orderCode },
    );
    expect(charge.data).toMatchObject({ paid: false, status: '01', payStatus: 'FAILED' });
  });

  it('returns the buyer to the in-app page the app asked for, and refuses any other return target', async () => {
    const order = await submitOrder(parent, gw.clock.now());
    const returnPath = `/paySuccess?orderCode=${order.orderCode}&productCode=19PR979745&applicationFormCode=${order.applicationFormCode}`;
    const opened = await parent.postOnce<{ payUrl: string; tradeNo: string }>(
      '/ins-order/orderPay/payOrder/edu/weixin',
      { orderCode: order.orderCode, returnPath },
    );
    const back = await pressCashier(opened.data.payUrl, 'pay');
    expect(back).toBe(`${gw.url}/#${returnPath}&tradeNo=${opened.data.tradeNo}`);
    const other = await submitOrder(parent, gw.clock.now());
    const evil = await parent.postOnce('/ins-order/orderPay/payOrder/edu/weixin', {
      orderCode: other.orderCode,
      returnPath: 'https://evil.example/',
    });
    expect(evil.status).toBe(400);
  });

  it('rejects a notify with a bad signature or a wrong amount, and handles a repeated notify once', async () => {
    const order = await submitOrder(parent, gw.clock.now());
    const { tradeNo } = await openCashier(parent, order.orderCode);
    const amount = Math.round(order.totalPremium * 100);
    const good: PayNotify = {
      notifyId: 'N-1',
      tradeNo,
      orderCode: order.orderCode,
      amount,
      status: 'SUCCESS',
      timestamp: gw.clock.now().getTime(),
    };

    const forged = await notify(good, signNotify(good, 'not-the-secret'));
    expect(forged.status).toBe(401);
    expect(forged.body.msg).toBe('支付通知签名无效');
    const tampered = await notify({ ...good, amount: 1 }, signNotify(good, SECRET));
    expect(tampered.status).toBe(401);
    const cheap = await notify({ ...good, amount: 1 });
    expect(cheap.status).toBe(400);
    expect(cheap.body.msg).toBe('支付金额与订单金额不一致');
    expect(
      (await parent.post<{ paid: boolean }>('/order/searchOrderCharge', { orderCode: order.orderCode })).data
        .paid,
    ).toBe(false);

    const first = await notify(good);
    expect(first.status).toBe(200);
    expect(first.body.data?.outcome).toBe('paid');
    const repeated = await Promise.all([notify({ ...good, notifyId: 'N-2' }), notify(good)]);
    expect(repeated.map((r) => r.body.data?.outcome)).toEqual(['duplicate', 'duplicate']);
    const history = await gw.db.query<{ to_status: string }>(
      `SELECT to_status FROM biz_status_history WHERE order_code = $1 AND event = 'pay'`,
      [order.orderCode],
    );
    expect(history).toHaveLength(1);
    const unknown = await notify({ ...good, tradeNo: 'TR-NONE' });
    expect(unknown.status).toBe(404);
    const malformed = await fetch(`${gw.url}/_gw/pay-svc/api/v1/notify/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"tradeNo":1}',
    });
    expect(malformed.status).toBe(400);
  });

  it('refunds a payment that arrives after the order was cancelled, without reopening the order', async () => {
    const order = await submitOrder(parent, gw.clock.now());
    const { tradeNo } = await openCashier(parent, order.orderCode);
    await parent.postOnce('/order/cancelOrder', { orderCode: order.orderCode });
    const late = await notify({
      notifyId: 'N-late',
      tradeNo,
      orderCode: order.orderCode,
      amount: Math.round(order.totalPremium * 100),
      status: 'SUCCESS',
      timestamp: 1,
    });
    expect(late.body.data?.outcome).toBe('paidLate');
    const trades = await parent.get<{ list: { status: string }[] }>(
      `/pay-svc/api/v1/trades?orderCode=${order.orderCode}`,
    );
    expect(trades.data.list[0]?.status).toBe('REFUNDED');
    const detail = await parent.post<{ status: string }>('/order/searchOrderDetailForPro', {
      orderCode: order.orderCode,
    });
    expect(detail.data.status).toBe('09');
  });

  it('answers the pay URL by application form code (3-lookup products), e-commerce trade and a sandbox openid', async () => {
    const order = await submitOrder(parent, gw.clock.now());
    const byApp = await parent.get<{ payUrl: string; tradeNo: string }>(
      `/edu-svc/payUrl/queryPayUrl?appCode=${order.applicationFormCode}`,
    );
    expect(byApp.data.payUrl).toContain(`/_gw/pay-svc/sandbox/cashier/${byApp.data.tradeNo}`);
    const jd = await parent.get<{ tradeNo: string }>(`/pay-svc/api/v1/edu/jd/order//${order.orderCode}/1`);
    expect(jd.data.tradeNo).toBe(byApp.data.tradeNo);
    const other = await login(gw.url, SECOND_PARENT);
    expect((await other.get(`/pay-svc/api/v1/edu/jd/order//${order.orderCode}/1`)).code).toBe('4040');
    const a = await parent.post<{ openid: string }>('/pay-svc/api/v1/getOpenid/wxapp/CODE123/state/edu');
    const b = await parent.post<{ openid: string }>('/pay-svc/api/v1/getOpenid/wxapp/CODE123/state/edu');
    const c = await parent.post<{ openid: string }>('/pay-svc/api/v1/getOpenid/wxapp/CODE999/state/edu');
    expect(a.data.openid).toMatch(/^sbx_/);
    expect(b.data.openid).toBe(a.data.openid);
    expect(c.data.openid).not.toBe(a.data.openid);
    const missingQuery = await parent.get('/edu-svc/payUrl/queryPayUrl');
    expect(missingQuery.status).toBe(400);
    expect(missingQuery.msg).toContain('appCode');
  });

  /** Spec §5: "The payout start time is the start date at 00:00:00" — the order's, in China time. */
  const payOutStartOf = async (appCode: string) => {
    const [row] = await gw.db.query<{ start_date: Date }>(
      'SELECT start_date FROM biz_orders WHERE application_form_code = $1',
      [appCode],
    );
    return `${formatChinaDate(new Date(row!.start_date))} 00:00:00`;
  };
  const storedPayOut = async (appCode: string) =>
    (await gw.db.query<{ data: unknown }>('SELECT data FROM biz_payouts WHERE app_code = $1', [appCode]))[0];

  it('saves and reads the payout record of the user own application form only', async () => {
    const order = await submitOrder(parent, gw.clock.now());
    const start = await payOutStartOf(order.applicationFormCode);
    const saved = await parent.post('/edu-svc/pay/out/savePayOut', {
      appCode: order.applicationFormCode,
      payOutStartTime: start,
    });
    expect(saved.code).toBe('0000');
    const read = await parent.get<{ record: Record<string, unknown> }>(
      `/edu-svc/pay/out/selectByAppCode?appCode=${order.applicationFormCode}`,
    );
    expect(read.data.record).toEqual({ appCode: order.applicationFormCode, payOutStartTime: start });
    const badTime = await parent.post('/edu-svc/pay/out/savePayOut', {
      appCode: order.applicationFormCode,
      payOutStartTime: '2026-12-01 08:00:00',
    });
    expect(badTime.status).toBe(400);
    expect(badTime.msg).toContain('payOutStartTime');
    const other = await login(gw.url, SECOND_PARENT);
    expect(
      (await other.get(`/edu-svc/pay/out/selectByAppCode?appCode=${order.applicationFormCode}`)).code,
    ).toBe('4040');
    expect(
      (
        await other.post('/edu-svc/pay/out/savePayOut', {
          appCode: order.applicationFormCode,
          payOutStartTime: start,
        })
      ).code,
    ).toBe('4040');
  });

  it('refuses payout keys the spec does not have, and stores the order start date whatever time is sent', async () => {
    const order = await submitOrder(parent, gw.clock.now());
    const appCode = order.applicationFormCode;
    const start = await payOutStartOf(appCode);
    for (const [key, value] of [
      ['status', 'PAID'],
      ['amount', 999999],
      ['approved', true],
      ['accountNo', '<script>alert(1)</script>'],
    ] as const) {
      const answer = await parent.post('/edu-svc/pay/out/savePayOut', {
        appCode,
        payOutStartTime: start,
        [key]: value,
      });
      expect(answer, key).toMatchObject({ status: 400, code: '4000' });
      expect(answer.msg, key).toMatch(/^参数 body 有误：.*/);
      expect(answer.msg, key).toContain(key);
    }
    expect(await storedPayOut(appCode)).toBeUndefined();

    // A start time in the past (or any day but the order's) is not what is stored or answered.
    const past = await parent.post('/edu-svc/pay/out/savePayOut', {
      appCode,
      payOutStartTime: '2020-01-01 00:00:00',
    });
    expect(past.code).toBe('0000');
    const read = await parent.get<{ record: Record<string, unknown> }>(
      `/edu-svc/pay/out/selectByAppCode?appCode=${appCode}`,
    );
    expect(read.data.record).toEqual({ appCode, payOutStartTime: start });
    expect(start).not.toBe('2020-01-01 00:00:00');
    expect((await storedPayOut(appCode))?.data).toEqual({ appCode, payOutStartTime: start });

    // Another user's application form: refused, and their record is untouched.
    const other = await login(gw.url, SECOND_PARENT);
    const theirs = await other.post('/edu-svc/pay/out/savePayOut', {
      appCode,
      payOutStartTime: start,
    });
    expect(theirs.code).toBe('4040');
    expect((await storedPayOut(appCode))?.data).toEqual({ appCode, payOutStartTime: start });
  });
});
