import type { Db } from '../../db/types';
import type { Locale } from '../../../engine/messages';
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

export interface TemplateEntry {
  code: string;
  /** the name in `lang` */
  name: string;
  lang: Locale;
}

/**
 * The rating template of a node, grouped by comment type, in the reader's language: an item's
 * translation (biz_comment_template_translations, migration 256) while it translates the current
 * Chinese name, else the Chinese name of record. `zh-CN` reads the names of record.
 */
export async function loadTemplate(
  db: Db,
  node: string,
  locale: Locale,
): Promise<{ commentType: string; items: TemplateEntry[] }[]> {
  const rows = await db.query<{ comment_type: string; code: string; name: string; tr_name: string | null }>(
    `SELECT t.comment_type, t.code, t.name, tr.name AS tr_name
       FROM biz_comment_templates t
       LEFT JOIN biz_comment_template_translations tr
         ON tr.comment_node = t.comment_node AND tr.code = t.code AND tr.locale = $2 AND tr.source_name = t.name
      WHERE t.comment_node = $1 ORDER BY t.comment_type, t.seq`,
    [node, locale],
  );
  const groups = new Map<string, TemplateEntry[]>();
  for (const r of rows) {
    const entry: TemplateEntry =
      r.tr_name !== null
        ? { code: r.code, name: r.tr_name, lang: locale }
        : { code: r.code, name: r.name, lang: 'zh-CN' };
    groups.set(r.comment_type, [...(groups.get(r.comment_type) ?? []), entry]);
  }
  return [...groups.entries()].map(([commentType, items]) => ({ commentType, items }));
}

/** A submitted comment list with each item's name of record (the template's Chinese name, by code). */
export function namedOfRecord<T extends { commentType: string; list: { name: string; code: string }[] }>(
  commentList: readonly T[],
  template: { commentType: string; items: TemplateEntry[] }[],
): T[] {
  const names = new Map(template.flatMap((t) => t.items.map((i) => [`${t.commentType}/${i.code}`, i.name])));
  return commentList.map((c) => ({
    ...c,
    list: c.list.map((i) => ({ ...i, name: names.get(`${c.commentType}/${i.code}`) ?? i.name })),
  }));
}

/**
 * The caller's own business a rating names: their order (bizType '00', by order code) or policy
 * ('01', by policy number) of that product, with its product name of record; undefined when it is
 * not theirs (or not there). The submit's check, and the withholding of ratings filed before it.
 */
export function ownRatedBusiness(
  db: Db,
  rating: { bizType: string; bizNo: string; productCode: string },
  userCode: string,
): Promise<{ product_name: string } | undefined> {
  const column = rating.bizType.trim() === '00' ? 'order_code' : 'policy_no';
  return db.one<{ product_name: string }>(
    `SELECT product_name FROM biz_orders WHERE ${column} = $1 AND user_code = $2 AND product_code = $3`,
    [rating.bizNo, userCode, rating.productCode],
  );
}
