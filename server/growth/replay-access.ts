import type { Db } from '../db/types';

/**
 * Who may open a sale's replay (docs/sales-record.md "Who may replay"). A sale recording shows the
 * buyer's personal data as typed, so staff see only the sales they are answerable for:
 * - the order's **promoter**: an agent named on the order, or the promoter the buyer came through
 *   (biz_customers) — the same people the promoter pages attribute the order to;
 * - a **supervisor** (growth_replay_reviewers role 'supervisor'): orders whose promoter belongs to
 *   the supervisor's own branch (users.branch_code);
 * - a **compliance** reviewer (role 'compliance'): every order.
 * `$1` is the caller's user code; `o` is biz_orders.
 */
const PROMOTERS_OF_ORDER = `(
  SELECT c.manager_user_code FROM biz_customers c WHERE c.customer_user_code = o.user_code
  UNION
  SELECT a->>'agentCode' FROM jsonb_array_elements(
    CASE WHEN jsonb_typeof(o.payload->'agents') = 'array' THEN o.payload->'agents' ELSE '[]'::jsonb END) a
)`;

export const REPLAYABLE_BY_CALLER = `(
  EXISTS (SELECT 1 FROM growth_replay_reviewers r WHERE r.user_code = $1 AND r.role = 'compliance')
  OR $1 IN ${PROMOTERS_OF_ORDER}
  OR EXISTS (
    SELECT 1 FROM growth_replay_reviewers r JOIN users s ON s.user_code = r.user_code
     WHERE r.user_code = $1 AND r.role = 'supervisor' AND s.branch_code IS NOT NULL
       AND s.branch_code IN (SELECT u.branch_code FROM users u WHERE u.user_code IN ${PROMOTERS_OF_ORDER})
  )
)`;

/** Whether the caller may replay this order (the order exists: checked before). */
export async function mayReplay(db: Db, callerCode: string, orderCode: string): Promise<boolean> {
  const row = await db.one(`SELECT 1 FROM biz_orders o WHERE o.order_code = $2 AND ${REPLAYABLE_BY_CALLER}`, [
    callerCode,
    orderCode,
  ]);
  return row !== null && row !== undefined;
}
