import type { Db } from '../../db/types';
import { PolicyStatus } from '../lifecycle/statuses';

/** Issued statuses whose cover has not ended: waiting to start or in force. */
const IN_FORCE: readonly string[] = [PolicyStatus.waitInsurance, PolicyStatus.guarantee];

/** The caller's policy a renewal form names, as the gateway knows it. */
export interface RenewedPolicy {
  /** Times it was itself a renewal (its stored renewalTimes): the renewal is the next. */
  times: number;
  /**
   * Its end while it still covers (waiting to start or in force): a renewal of it must start at
   * that end, not before (the buyer would pay twice for the overlap).
   */
  coversUntil?: Date;
}

/**
 * The policy a renewal form names (renewalLastPolicyNo), when it is one of the caller's policies;
 * undefined for another user's policy, an unknown number or an order never issued. The renewal's
 * count comes from that policy, never from the form (spec §3: "renewalTimes (previous plus 1)").
 */
export async function renewedPolicy(
  db: Db,
  q: { userCode: string; lastPolicyNo: string },
): Promise<RenewedPolicy | undefined> {
  if (!q.lastPolicyNo) return undefined;
  // A stored count that is not a small whole number (an order filed before the gateway derived it) counts as 0.
  const row = await db.one<{ end_date: Date | string; status: string; times: number | string }>(
    `SELECT end_date, status,
            CASE WHEN payload->>'renewalTimes' ~ '^[0-9]{1,4}$' THEN (payload->>'renewalTimes')::int ELSE 0 END AS times
       FROM biz_orders
      WHERE policy_no = $1 AND user_code = $2 AND NOT deleted`,
    [q.lastPolicyNo, q.userCode],
  );
  if (!row) return undefined;
  return {
    times: Number(row.times),
    ...(IN_FORCE.includes(row.status) ? { coversUntil: new Date(row.end_date) } : {}),
  };
}
