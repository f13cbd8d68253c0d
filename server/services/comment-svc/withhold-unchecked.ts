import type { Db } from '../../db/types';
import { format, type MessageKey } from '../../../engine/messages';
import type { RatingBody } from '../../../contract/comment-svc/commentSubmit';
import { checkRating } from '../../domain/ratings/check';
import { loadTemplate, ownRatedBusiness, type CommentRow } from './rows';

/**
 * Ratings filed before the gateway checked them (2026-11-29: ../../domain/ratings/check.ts and the
 * submit's own-business check) can rate another user's order, a claim, items outside the template
 * or scores out of range, and the public lists and statistics show every rating with status '1'.
 * Once per database, after the migrations, each stored rating the checks refuse today is withheld:
 * status '0', kept (its author still finds it in their own list), shown and counted nowhere else.
 * The step is recorded in schema_migrations under this name, in the same transaction as the updates:
 * a crash leaves it to the next start, and two gateways starting together on one PostgreSQL
 * database do it once.
 */
export const WITHHOLD_STEP = 'data/257_withhold_unchecked_ratings';
const WITHHELD = '0';

type StoredRating = Pick<
  CommentRow,
  | 'id'
  | 'user_code'
  | 'product_code'
  | 'product_name'
  | 'biz_no'
  | 'biz_type'
  | 'comment_node'
  | 'comment_list'
>;

export interface WithheldRating {
  id: number;
  /** why, in the gateway's words (zh-CN, as its log) */
  reason: string;
}

/** Withholds the stored ratings today's checks refuse, once per database; answers those it withheld now. */
export async function withholdUncheckedRatings(db: Db): Promise<WithheldRating[]> {
  return db.tx(async (tx) => {
    const claimed = await tx.query(
      'INSERT INTO schema_migrations (name) VALUES ($1) ON CONFLICT (name) DO NOTHING RETURNING name',
      [WITHHOLD_STEP],
    );
    if (claimed.length === 0) return [];
    const rows = await tx.query<StoredRating>(
      `SELECT id, user_code, product_code, product_name, biz_no, biz_type, comment_node, comment_list
         FROM biz_comments WHERE status = '1' ORDER BY id`,
    );
    const templates = new Map<string, Awaited<ReturnType<typeof loadTemplate>>>();
    const withheld: WithheldRating[] = [];
    for (const row of rows) {
      if (!templates.has(row.comment_node))
        templates.set(row.comment_node, await loadTemplate(tx, row.comment_node, 'zh-CN'));
      const reason = await refusal(tx, row, templates.get(row.comment_node)!);
      if (reason === undefined) continue;
      await tx.query('UPDATE biz_comments SET status = $1 WHERE id = $2', [WITHHELD, row.id]);
      withheld.push({ id: Number(row.id), reason });
    }
    return withheld;
  });
}

/** Why today's submit would refuse a stored rating, or undefined when it would take it. */
async function refusal(
  db: Db,
  row: StoredRating,
  template: Awaited<ReturnType<typeof loadTemplate>>,
): Promise<string | undefined> {
  const commentList = (
    typeof row.comment_list === 'string' ? JSON.parse(row.comment_list) : row.comment_list
  ) as RatingBody['commentList'];
  const body: RatingBody = {
    productCode: row.product_code,
    productName: row.product_name,
    bizNo: row.biz_no,
    bizType: row.biz_type,
    commentNode: row.comment_node as RatingBody['commentNode'],
    commentList: Array.isArray(commentList) ? commentList : [],
  };
  const check = checkRating(body, template);
  if (!check.ok) {
    const { label, ...params } = check.params ?? {};
    return format(check.key, {
      ...params,
      ...(label ? { label: format(label as MessageKey) } : {}),
    });
  }
  const own = await ownRatedBusiness(
    db,
    { bizType: row.biz_type, bizNo: row.biz_no, productCode: row.product_code },
    row.user_code,
  );
  return own ? undefined : format('gw.biz.ratingNotYours');
}
