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
 * Opens a trade for an unpaid order of the user (a waiting trade is reused so a double tap does
 * not create two). Another user's order reads as not found.
 */
export async function openTrade(db: Db, userCode: string, orderCode: string, channel: string, now: Date, t: Translate, returnPath: string | null = null): Promise<TradeRow> {
  const order = await db.one<{ status: string; premium_cents: number }>(
    'SELECT status, premium_cents FROM biz_orders WHERE order_code = $1 AND user_code = $2 AND NOT deleted',
    [orderCode, userCode],
  );
  if (!order) throw new ApiError(Codes.notFound, t('gw.biz.orderNotFound'), 404);
  if (order.status !== PolicyStatus.toBePaid) throw new ApiError(Codes.conflict, t('gw.biz.notPayable'), 409);
  const waiting = await db.one<TradeRow>(`SELECT * FROM biz_trades WHERE order_code = $1 AND status = 'WAITING' ORDER BY seq DESC LIMIT 1`, [orderCode]);
  if (waiting) {
    if (returnPath) await db.query('UPDATE biz_trades SET return_path = $2 WHERE trade_no = $1', [waiting.trade_no, returnPath]);
    return { ...waiting, return_path: returnPath ?? waiting.return_path };
  }
  const tradeNo = businessNo('TR', now);
  const rows = await db.query<TradeRow>(
    `INSERT INTO biz_trades (trade_no, order_code, user_code, channel, amount_cents, status, created_at, return_path)
     VALUES ($1, $2, $3, $4, $5, 'WAITING', $6, $7) RETURNING *`,
    [tradeNo, orderCode, userCode, channel, order.premium_cents, now, returnPath],
  );
  return rows[0]!;
}

export type NotifyOutcome = 'paid' | 'paidLate' | 'closed' | 'duplicate';

/**
 * Handles a verified notify, idempotently: the trade moves from WAITING once (a repeated notify
 * finds it final and changes nothing); the amount must equal the trade's; a success pays the
 * order (or, when the order already timed out or was cancelled, marks the trade for refund).
 */
export async function applyNotify(db: Db, n: PayNotify, now: Date, t: Translate): Promise<NotifyOutcome> {
  const trade = await db.one<TradeRow>('SELECT * FROM biz_trades WHERE trade_no = $1', [n.tradeNo]);
  if (!trade || trade.order_code !== n.orderCode) throw new ApiError(Codes.notFound, t('gw.biz.tradeNotFound'), 404);
  if (n.amount !== trade.amount_cents) throw new ApiError(Codes.badInput, t('gw.biz.payAmountMismatch'), 400);
  await db.query('INSERT INTO biz_pay_notifies (notify_id, trade_no, body, outcome, received_at) VALUES ($1, $2, $3, $4, $5)', [
    n.notifyId,
    n.tradeNo,
    JSON.stringify(n),
    n.status,
    now,
  ]);
  const finalStatus = n.status === 'SUCCESS' ? 'SUCCESS' : n.status;
  const moved = await db.query(
    `UPDATE biz_trades SET status = $2, finished_at = $3 WHERE trade_no = $1 AND status = 'WAITING' RETURNING trade_no`,
    [n.tradeNo, finalStatus, now],
  );
  if (moved.length === 0) return 'duplicate';
  if (n.status !== 'SUCCESS') return 'closed';
  const paid = await applyEvent(db, n.orderCode, 'pay', now);
  if (paid.ok) return 'paid';
  await db.query(`UPDATE biz_trades SET status = 'REFUNDED' WHERE trade_no = $1`, [n.tradeNo]);
  return 'paidLate';
}
