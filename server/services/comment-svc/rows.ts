import type { Db } from '../../db/types';
import type { ResponseData as ListData } from '../../../contract/comment-svc/commentsProduct';
import { maskId } from '../../../engine/validators';
import { formatChinaTime } from '../../domain/gateway/time';

export interface CommentRow {
  id: string | number;
  user_code: string;
  login_account: string;
  product_code: string;
  product_name: string;
  biz_no: string;
  biz_type: string;
  comment_node: string;
  comment_list: unknown;
  score: string | number;
  created_at: Date;
}

type Item = ListData['list'][number];

/** A rating as lists show it: the phone masked, scores numeric; public lists mask the business number too. */
export function toListItem(row: CommentRow, opts: { publicList?: boolean } = {}): Item {
  const list = (typeof row.comment_list === 'string' ? JSON.parse(row.comment_list) : row.comment_list) as {
    commentType: string;
    list: { name: string; code: string; score?: number | null }[];
  }[];
  return {
    createTime: formatChinaTime(new Date(row.created_at)),
    loginAccount: maskId(row.login_account),
    bizNo: opts.publicList ? maskId(row.biz_no) : row.biz_no,
    productCode: row.product_code,
    productName: row.product_name,
    commentStatistics: { commentNode: row.comment_node, score: Number(row.score) },
    commentList: list.map((c) => ({
      commentType: c.commentType,
      list: c.list.map((i) => ({ name: i.name, code: i.code, score: i.score ?? 0 })),
    })),
  };
}

/** The rating template of a node, grouped by comment type. */
export async function loadTemplate(
  db: Db,
  node: string,
): Promise<{ commentType: string; items: { name: string; code: string }[] }[]> {
  const rows = await db.query<{ comment_type: string; code: string; name: string }>(
    'SELECT comment_type, code, name FROM biz_comment_templates WHERE comment_node = $1 ORDER BY comment_type, seq',
    [node],
  );
  const groups = new Map<string, { name: string; code: string }[]>();
  for (const r of rows)
    groups.set(r.comment_type, [...(groups.get(r.comment_type) ?? []), { name: r.name, code: r.code }]);
  return [...groups.entries()].map(([commentType, items]) => ({ commentType, items }));
}
