import type { Db } from '../../db/types';
import { PolicyStatus } from '../lifecycle/statuses';

/** Statuses in which an order still holds (or will hold) cover: unpaid, waiting, in force. */
const ACTIVE = [
  PolicyStatus.toBePaid,
  PolicyStatus.waitIssue,
  PolicyStatus.waitInsurance,
  PolicyStatus.guarantee,
];

/**
 * Orders of the product that already insure this card with cover overlapping [start, end]
 * (spec §8: unpaid, waiting to start, or in force). Bounds are strict: a cover ending at 00:00:00
 * (the end is the first instant not covered) does not overlap one starting then — a renewal.
 */
export async function findDuplicates(
  db: Db,
  q: { cardId: string; productCode: string; start: Date; end: Date },
): Promise<string[]> {
  const rows = await db.query<{ order_code: string }>(
    `SELECT DISTINCT o.order_code FROM biz_order_insureds i JOIN biz_orders o ON o.order_code = i.order_code
      WHERE i.card_id = $1 AND i.product_code = $2 AND o.status = ANY($3::text[]) AND NOT o.deleted
        AND o.start_date < $5 AND o.end_date > $4`,
    [q.cardId.trim().toUpperCase(), q.productCode, ACTIVE, q.start, q.end],
  );
  return rows.map((r) => r.order_code);
}

/**
 * The cards among `cardIds` (trimmed, upper-cased) that an order of the product already insures
 * with cover overlapping [start, end] — findDuplicates for every insured of a form in one query.
 */
export async function duplicatedCards(
  db: Db,
  q: { cardIds: string[]; productCode: string; start: Date; end: Date },
): Promise<Set<string>> {
  const rows = await db.query<{ card_id: string }>(
    `SELECT DISTINCT i.card_id FROM biz_order_insureds i JOIN biz_orders o ON o.order_code = i.order_code
      WHERE i.card_id = ANY($1::text[]) AND i.product_code = $2 AND o.status = ANY($3::text[]) AND NOT o.deleted
        AND o.start_date < $5 AND o.end_date > $4`,
    [q.cardIds.map((c) => c.trim().toUpperCase()), q.productCode, ACTIVE, q.start, q.end],
  );
  return new Set(rows.map((r) => r.card_id));
}
