import type { Db } from '../../db/types';
import { businessNo } from '../gateway/codes';
import type { Issuer } from './issuer';
import { PolicyStatus as S, isPolicyStatus, type PolicyStatusCode } from './statuses';
import { dueTimeEvent, issueEvent, transition, type LifecycleEvent } from './transitions';

interface Row {
  order_code: string;
  status: string;
  pay_deadline: Date | null;
  start_date: Date;
  end_date: Date;
  paid_at: Date | null;
}

export type ApplyResult =
  { ok: true; from: PolicyStatusCode; to: PolicyStatusCode } | { ok: false; from: string | null };

/**
 * Applies one event to one order, atomically: the update only happens if the order is still in the
 * status the transition starts from (a concurrent change wins, this one reports ok: false).
 */
export async function applyEvent(
  db: Db,
  orderCode: string,
  event: LifecycleEvent,
  now: Date,
): Promise<ApplyResult> {
  const row = await db.one<{ status: string }>('SELECT status FROM biz_orders WHERE order_code = $1', [
    orderCode,
  ]);
  if (!row || !isPolicyStatus(row.status)) return { ok: false, from: row?.status ?? null };
  const step = transition(row.status, event);
  if (!step.ok) return { ok: false, from: row.status };
  const extra =
    step.to === S.waitIssue
      ? ', paid_at = $4'
      : step.to === S.guarantee || step.to === S.waitInsurance
        ? ', issued_at = COALESCE(issued_at, $4), policy_no = COALESCE(policy_no, $5)'
        : ', closed_at = $4';
  const params: unknown[] = [orderCode, row.status, step.to, now];
  if (step.to === S.guarantee || step.to === S.waitInsurance) params.push(businessNo('PL', now));
  const updated = await db.query(
    `UPDATE biz_orders SET status = $3, updated_at = $4${extra} WHERE order_code = $1 AND status = $2 RETURNING order_code`,
    params,
  );
  if (updated.length === 0) return { ok: false, from: row.status };
  // The insurer refused a paid order: the (sandbox) provider refunds the paid trade at once.
  if (step.to === S.issueFail)
    await db.query(`UPDATE biz_trades SET status = 'REFUNDED' WHERE order_code = $1 AND status = 'SUCCESS'`, [
      orderCode,
    ]);
  await db.query(
    'INSERT INTO biz_status_history (order_code, from_status, to_status, event, at) VALUES ($1, $2, $3, $4, $5)',
    [orderCode, row.status, step.to, event, now],
  );
  return { ok: true, from: row.status, to: step.to };
}

/** Brings orders up to date with the clock: payment timeouts, issuing, cover start and end. */
export async function sweep(db: Db, issuer: Issuer, now: Date, userCode?: string): Promise<number> {
  // Only orders with something due: an index-friendly filter, so a sweep stays cheap as in-force policies pile up.
  const rows = await db.query<Row>(
    `SELECT order_code, status, pay_deadline, start_date, end_date, paid_at FROM biz_orders
      WHERE ((status = '${S.toBePaid}' AND pay_deadline <= $1) OR status = '${S.waitIssue}'
          OR (status = '${S.waitInsurance}' AND start_date <= $1) OR (status = '${S.guarantee}' AND end_date < $1))
        ${userCode ? 'AND user_code = $2' : ''}`,
    userCode ? [now, userCode] : [now],
  );
  let moved = 0;
  for (const row of rows) {
    moved += await catchUp(db, issuer, row, now);
  }
  return moved;
}

/** Moves one order through every step due by `now` (e.g. issued, then cover started, then ended). */
async function catchUp(db: Db, issuer: Issuer, row: Row, now: Date): Promise<number> {
  let status = row.status;
  let moved = 0;
  for (let guard = 0; guard < 4 && isPolicyStatus(status); guard++) {
    let event: LifecycleEvent | null;
    if (status === S.waitIssue) {
      const outcome = row.paid_at
        ? await issuer.issue(
            { orderCode: row.order_code, startDate: row.start_date, paidAt: row.paid_at },
            now,
          )
        : null;
      event = outcome ? issueEvent(outcome, row.start_date, now) : null;
    } else {
      event = dueTimeEvent(
        { status, payDeadline: row.pay_deadline, startDate: row.start_date, endDate: row.end_date },
        now,
      );
    }
    if (!event) break;
    const result = await applyEvent(db, row.order_code, event, now);
    if (!result.ok) break;
    status = result.to;
    moved++;
  }
  return moved;
}
