import type { Db } from '../../db/types';
import { PolicyStatus } from '../lifecycle/statuses';

/** Issued statuses whose cover has not ended: waiting to start or in force. */
const IN_FORCE = [PolicyStatus.waitInsurance, PolicyStatus.guarantee];

/**
 * The end of the caller's own in-force policy a renewal form names (renewalLastPolicyNo), or
 * undefined when the form renews nothing, or a policy that is not the caller's or no longer covers.
 * A renewal of it must start at that end, not before (the buyer would pay twice for the overlap).
 */
export async function renewedPolicyEnd(
  db: Db,
  q: { userCode: string; isRenewal: string; lastPolicyNo: string },
): Promise<Date | undefined> {
  if (q.isRenewal !== 'Y' || !q.lastPolicyNo) return undefined;
  const row = await db.one<{ end_date: Date | string }>(
    `SELECT end_date FROM biz_orders
      WHERE policy_no = $1 AND user_code = $2 AND status = ANY($3::text[]) AND NOT deleted`,
    [q.lastPolicyNo, q.userCode, IN_FORCE],
  );
  return row ? new Date(row.end_date) : undefined;
}
