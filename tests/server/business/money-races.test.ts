import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { signNotify, type PayNotify } from '../../../server/providers/payment/signature';
import { applyNotify, openTrade } from '../../../server/domain/orders/payments';
import {
  gatewayBackends,
  PRODUCTS_DIR,
  START_TIMEOUT_MS,
  startGateway,
  type StartedGateway,
} from '../helpers/start-gateway';
import { type Client, login, PARENT, submitOrder } from './support/client';

const SECRET = 'money-races-test-secret';
const BURST = 8;

/**
 * Issue 12, defects 1 and 2: payment under concurrency and after a crash. Simultaneous payOrder
 * calls used to open several waiting trades (each payable: a buyer charged several times), and a
 * crash between "trade paid" and "order paid" left the payment lost, its retry answered duplicate.
 */
describe.each(gatewayBackends())('the money path under races ($name)', ({ databaseUrl }) => {
  let gw: StartedGateway;
  let parent: Client;

  beforeAll(async () => {
    gw = await startGateway({ databaseUrl, config: { secret: SECRET } });
    parent = await login(gw.url, PARENT);
  }, START_TIMEOUT_MS);
  afterAll(async () => gw?.close());

  const notify = async (body: PayNotify) => {
    const res = await fetch(`${gw.url}/_gw/pay-svc/api/v1/notify/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': signNotify(body, SECRET) },
      body: JSON.stringify(body),
    });
    return ((await res.json()) as { data?: { outcome: string } }).data?.outcome;
  };
  const success = (trade: { tradeNo: string; orderCode: string; amount: number }, i: number): PayNotify => ({
    notifyId: `N-${trade.tradeNo}-${i}`,
    tradeNo: trade.tradeNo,
    orderCode: trade.orderCode,
    amount: Math.round(trade.amount * 100),
    status: 'SUCCESS',
    timestamp: gw.clock.now().getTime(),
  });
  const payOrder = (orderCode: string, token: string) =>
    parent.postOnce<{ tradeNo: string; orderCode: string; amount: number }>(
      '/ins-order/orderPay/payOrder/edu/weixin',
      { orderCode },
      token,
    );
  const orderRow = (orderCode: string) =>
    gw.db.one<{ status: string; paid_at: Date | null }>(
      'SELECT status, paid_at FROM biz_orders WHERE order_code = $1',
      [orderCode],
    );

  it(`opens one waiting trade for ${BURST} simultaneous payOrder calls, and the buyer pays once`, async () => {
    const order = await submitOrder(parent, gw.clock.now());
    const tokens = await Promise.all(Array.from({ length: BURST }, () => parent.resubToken()));
    const opened = await Promise.all(tokens.map((token) => payOrder(order.orderCode, token)));
    expect(opened.map((o) => o.code)).toEqual(tokens.map(() => '0000'));
    expect(new Set(opened.map((o) => o.data.tradeNo)).size).toBe(1);
    const waiting = await gw.db.query(
      `SELECT trade_no FROM biz_trades WHERE order_code = $1 AND status = 'WAITING'`,
      [order.orderCode],
    );
    expect(waiting).toHaveLength(1);

    // The provider notifies every trade the buyer was shown: one charge, no refunds.
    const outcomes = await Promise.all(opened.map((o, i) => notify(success(o.data, i))));
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'paidLate')).toEqual([]);
    const charged = await gw.db.query(
      `SELECT trade_no FROM biz_trades WHERE order_code = $1 AND status IN ('SUCCESS', 'REFUNDED')`,
      [order.orderCode],
    );
    expect(charged).toHaveLength(1);
  });

  /** The same race straight at the domain calls, so every open is in flight at once on PGlite too. */
  it(`opens one trade for ${BURST} simultaneous opens made on the gateway's database, and its notifies pay once`, async () => {
    const order = await submitOrder(parent, gw.clock.now());
    const t = (key: string) => key;
    const trades = await Promise.all(
      Array.from({ length: BURST }, () =>
        openTrade(gw.db, parent.userCode, order.orderCode, 'weixin', gw.clock.now(), t),
      ),
    );
    expect(new Set(trades.map((trade) => trade.trade_no)).size).toBe(1);
    const outcomes = await Promise.all(
      trades.map((trade, i) =>
        applyNotify(
          gw.db,
          success(
            { tradeNo: trade.trade_no, orderCode: order.orderCode, amount: trade.amount_cents / 100 },
            i,
          ),
          gw.clock.now(),
          t,
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'paidLate')).toEqual([]);
  });

  it(`pays an order once for ${BURST} simultaneous success notifies of its trade`, async () => {
    const order = await submitOrder(parent, gw.clock.now());
    const trade = (await payOrder(order.orderCode, await parent.resubToken())).data;
    const outcomes = await Promise.all(Array.from({ length: BURST }, (_, i) => notify(success(trade, i))));
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1);
    expect(outcomes.filter((o) => o !== 'paid' && o !== 'duplicate')).toEqual([]);
    const history = await gw.db.query(
      `SELECT 1 FROM biz_status_history WHERE order_code = $1 AND event = 'pay'`,
      [order.orderCode],
    );
    expect(history).toHaveLength(1);
    expect((await orderRow(order.orderCode))?.status).toBe('03');
  });

  /** The state a crash between the trade's update and the order's left behind before the two were one transaction. */
  const crashedPayment = async () => {
    const order = await submitOrder(parent, gw.clock.now());
    const trade = (await payOrder(order.orderCode, await parent.resubToken())).data;
    await gw.db.query(`UPDATE biz_trades SET status = 'SUCCESS', finished_at = $2 WHERE trade_no = $1`, [
      trade.tradeNo,
      gw.clock.now(),
    ]);
    return trade;
  };

  it('pays the order when the provider retries the success of a trade whose order missed it, instead of answering duplicate', async () => {
    const trade = await crashedPayment();
    expect(await notify(success(trade, 99))).toBe('paid');
    expect((await orderRow(trade.orderCode))?.status).toBe('03');
    expect(await notify(success(trade, 100))).toBe('duplicate');
  });

  it('settles, when a gateway starts, every paid trade whose order missed the payment', async () => {
    const missed = await crashedPayment();
    const cancelledMeanwhile = await crashedPayment();
    await gw.db.query(`UPDATE biz_orders SET status = '09', closed_at = $2 WHERE order_code = $1`, [
      cancelledMeanwhile.orderCode,
      gw.clock.now(),
    ]);
    const restarted = await buildApp({
      db: gw.db,
      clock: gw.clock,
      config: { env: 'test', publicUrl: 'http://127.0.0.1', secret: SECRET, productsDir: PRODUCTS_DIR },
    });
    await restarted.close();
    expect((await orderRow(missed.orderCode))?.status).toBe('03');
    const refunded = await gw.db.one<{ status: string }>(
      'SELECT status FROM biz_trades WHERE trade_no = $1',
      [cancelledMeanwhile.tradeNo],
    );
    expect(refunded?.status).toBe('REFUNDED');
  });
});
