import type { Db } from '../../db/types';
import { ApiError, Codes } from '../../http/envelope';
import type { PayNotify } from '../../providers/payment/signature';
import { businessNo } from '../gateway/codes';
import { PolicyStatus } from '../lifecycle/statuses';
import { applyEvent } from '../lifecycle/sweeper';
import type { Translate } from './submit';

export interface TradeRow {
  trade_no: string;
  order_code: string;
  user_code: string;
  channel: string;
  amount_cents: number;
  status: string;
  created_at: Date;
  finished_at: Date | null;
  return_path: string | null;
}

/**
 * Lock order on both databases: the order row first, then its trade. payOrder, a notify and the
 * reconciler all take them in this order, so two of them on one order never wait on each other in a
 * cycle (PostgreSQL would abort one as a deadlock).
 */
const lockOrder = (tx: Db, orderCode: string) =>
  tx.query('SELECT order_code FROM biz_orders WHERE order_code = $1 FOR UPDATE', [orderCode]);
const lockTrade = (tx: Db, tradeNo: string) =>
  tx.one<TradeRow>('SELECT * FROM biz_trades WHERE trade_no = $1 FOR UPDATE', [tradeNo]);

/**
 * Opens a trade for an unpaid order of the user (a waiting trade is reused so a double tap does
 * not create two). Another user's order reads as not found. One transaction holding the order's
 * row: simultaneous opens queue on it and all get the same waiting trade; the partial unique index
 * biz_trades_one_waiting (migration 170) makes a second waiting trade impossible even so.
 */
export function openTrade(
  db: Db,
  userCode: string,
  orderCode: string,
  channel: string,
  now: Date,
  t: Translate,
  returnPath: string | null = null,
): Promise<TradeRow> {
  return db.tx(async (tx) => {
    const order = await tx.one<{ status: string; premium_cents: number }>(
      'SELECT status, premium_cents FROM biz_orders WHERE order_code = $1 AND user_code = $2 AND NOT deleted FOR UPDATE',
      [orderCode, userCode],
    );
    if (!order) throw new ApiError(Codes.notFound, t('gw.biz.orderNotFound'), 404);
    if (order.status !== PolicyStatus.toBePaid)
      throw new ApiError(Codes.conflict, t('gw.biz.notPayable'), 409);
    const waiting = await tx.one<TradeRow>(
      `SELECT * FROM biz_trades WHERE order_code = $1 AND status = 'WAITING'`,
      [orderCode],
    );
    if (waiting) {
      if (returnPath)
        await tx.query('UPDATE biz_trades SET return_path = $2 WHERE trade_no = $1', [
          waiting.trade_no,
          returnPath,
        ]);
      return { ...waiting, return_path: returnPath ?? waiting.return_path };
    }
    const rows = await tx.query<TradeRow>(
      `INSERT INTO biz_trades (trade_no, order_code, user_code, channel, amount_cents, status, created_at, return_path)
       VALUES ($1, $2, $3, $4, $5, 'WAITING', $6, $7) RETURNING *`,
      [businessNo('TR', now), orderCode, userCode, channel, order.premium_cents, now, returnPath],
    );
    return rows[0]!;
  });
}

export type NotifyOutcome = 'paid' | 'paidLate' | 'closed' | 'duplicate';

/**
 * Handles a verified notify in ONE transaction (order and trade rows locked): the notify is
 * recorded, the trade moves from WAITING once, and a success pays the order — or, when the order
 * already timed out or was cancelled, marks the trade for refund. A crash anywhere in it leaves
 * nothing (the provider retries). A repeated success for a trade already SUCCESS whose order is
 * still unpaid (a state the gateway left behind before this was one transaction) pays it now
 * instead of answering duplicate.
 */
export async function applyNotify(db: Db, n: PayNotify, now: Date, t: Translate): Promise<NotifyOutcome> {
  return db.tx(async (tx) => {
    const ref = await tx.one<{ order_code: string }>(
      'SELECT order_code FROM biz_trades WHERE trade_no = $1',
      [n.tradeNo],
    );
    if (!ref || ref.order_code !== n.orderCode)
      throw new ApiError(Codes.notFound, t('gw.biz.tradeNotFound'), 404);
    await lockOrder(tx, ref.order_code);
    const trade = (await lockTrade(tx, n.tradeNo))!;
    if (n.amount !== trade.amount_cents)
      throw new ApiError(Codes.badInput, t('gw.biz.payAmountMismatch'), 400);
    await tx.query(
      'INSERT INTO biz_pay_notifies (notify_id, trade_no, body, outcome, received_at) VALUES ($1, $2, $3, $4, $5)',
      [n.notifyId, n.tradeNo, JSON.stringify(n), n.status, now],
    );
    if (trade.status === 'WAITING') {
      await tx.query('UPDATE biz_trades SET status = $2, finished_at = $3 WHERE trade_no = $1', [
        n.tradeNo,
        n.status,
        now,
      ]);
      if (n.status !== 'SUCCESS') return 'closed';
      const paid = await applyEvent(tx, trade.order_code, 'pay', now);
      if (paid.ok) return 'paid';
      await tx.query(`UPDATE biz_trades SET status = 'REFUNDED' WHERE trade_no = $1`, [n.tradeNo]);
      return 'paidLate';
    }
    if (trade.status === 'SUCCESS' && n.status === 'SUCCESS')
      return (await settleUnappliedSuccess(tx, trade, now)) ?? 'duplicate';
    return 'duplicate';
  });
}

/**
 * A SUCCESS trade whose order never recorded the payment (paid_at empty): pays the order if it is
 * still to be paid, else marks the trade for refund (the order timed out or was cancelled
 * meanwhile). Null when the order already has its payment. Runs with the order and trade locked.
 */
async function settleUnappliedSuccess(
  tx: Db,
  trade: TradeRow,
  now: Date,
): Promise<'paid' | 'paidLate' | null> {
  const order = await tx.one<{ status: string; paid_at: Date | null }>(
    'SELECT status, paid_at FROM biz_orders WHERE order_code = $1',
    [trade.order_code],
  );
  if (!order || order.paid_at !== null) return null;
  if (order.status === PolicyStatus.toBePaid && (await applyEvent(tx, trade.order_code, 'pay', now)).ok)
    return 'paid';
  await tx.query(`UPDATE biz_trades SET status = 'REFUNDED' WHERE trade_no = $1`, [trade.trade_no]);
  return 'paidLate';
}

export interface Reconciled {
  tradeNo: string;
  orderCode: string;
  outcome: 'paid' | 'paidLate';
}

/**
 * The reconciler: finds SUCCESS trades whose order has no payment recorded and settles each (order
 * paid, or the trade marked for refund). Run at start-up over every trade (`since` null) and on the
 * sweeper's schedule over the trades finished lately. Answers what it settled, for the log.
 */
export async function reconcilePaidTrades(db: Db, now: Date, since: Date | null): Promise<Reconciled[]> {
  const candidates = await db.query<{ trade_no: string; order_code: string }>(
    `SELECT t.trade_no, t.order_code FROM biz_trades t JOIN biz_orders o ON o.order_code = t.order_code
      WHERE t.status = 'SUCCESS' AND o.paid_at IS NULL ${since ? 'AND t.finished_at >= $1' : ''}
      ORDER BY t.finished_at LIMIT 500`,
    since ? [since] : [],
  );
  const settled: Reconciled[] = [];
  for (const c of candidates) {
    const outcome = await db.tx(async (tx) => {
      await lockOrder(tx, c.order_code);
      const trade = await lockTrade(tx, c.trade_no);
      return trade?.status === 'SUCCESS' ? settleUnappliedSuccess(tx, trade, now) : null;
    });
    if (outcome) settled.push({ tradeNo: c.trade_no, orderCode: c.order_code, outcome });
  }
  return settled;
}
