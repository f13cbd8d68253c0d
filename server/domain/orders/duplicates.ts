import type { Db } from '../../db/types';
import { PolicyStatus } from '../lifecycle/statuses';

/** Statuses in which an order still holds (or will hold) cover: unpaid, waiting, in force. */
const ACTIVE = [PolicyStatus.toBePaid, PolicyStatus.waitIssue, PolicyStatus.waitInsurance, PolicyStatus.guarantee];

/**
 * Orders of the product that already insure this card with cover overlapping [start, end]
 * (spec §8: unpaid, waiting to start, or in force).
 */
export async function findDuplicates(db: Db, q: { cardId: string; productCode: string; start: Date; end: Date }): Promise<string[]> {
  const rows = await db.query<{ order_code: string }>(
    `SELECT DISTINCT o.order_code FROM biz_order_insureds i JOIN biz_orders o ON o.order_code = i.order_code
      WHERE i.card_id = $1 AND i.product_code = $2 AND o.status = ANY($3::text[]) AND NOT o.deleted
        AND o.start_date <= $5 AND o.end_date >= $4`,
    [q.cardId.trim().toUpperCase(), q.productCode, ACTIVE, q.start, q.end],
  );
  return rows.map((r) => r.order_code);
}
