import type { Db } from '../../db/types';
import type { OrderDetail, PolicySummary } from '../../../contract/order/shapes';
import { isPolicyStatus, PolicyStatus, statusPath } from '../lifecycle/statuses';
import { formatChinaTime } from '../gateway/time';
import type { SoldCover } from '../products/archive';
import type { InLanguage, OrderNames } from '../products/names';

export interface OrderRow {
  order_code: string;
  application_form_code: string;
  policy_no: string | null;
  user_code: string;
  product_code: string;
  product_name: string;
  status: string;
  serial_no: string | null;
  manifest_version: string;
  confirmed_clauses: unknown;
  payload: unknown;
  holder_name: string;
  premium_cents: number;
  start_date: Date;
  end_date: Date;
  pay_deadline: Date | null;
  paid_at: Date | null;
  issued_at: Date | null;
  created_at: Date;
  insured_names: string[] | null;
  /** Status of the order's latest payment trade (null: never paid through a cashier). */
  last_trade_status?: string | null;
}

const json = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));
const time = (d: Date | null) => (d ? formatChinaTime(new Date(d)) : null);

export const ORDER_COLUMNS = `o.*,
  (SELECT array_agg(i.name ORDER BY i.seq) FROM biz_order_insureds i WHERE i.order_code = o.order_code) AS insured_names,
  (SELECT c.clauses FROM biz_clause_sets c WHERE c.hash = o.clause_set) AS confirmed_clauses,
  (SELECT t.status FROM biz_trades t WHERE t.order_code = o.order_code ORDER BY t.seq DESC LIMIT 1) AS last_trade_status`;

/**
 * What happens to the money of an order the insurer refused (出单失败): the paid trade is refunded
 * (pending until the provider confirms, then refunded); 'none' for any other order or a free one.
 */
function refundStatusOf(row: OrderRow): OrderDetail['refundStatus'] {
  if (row.status !== PolicyStatus.issueFail || !row.last_trade_status) return 'none';
  return row.last_trade_status === 'REFUNDED' ? 'refunded' : 'pending';
}

/** The plan the order's form names (code and Chinese name of record), if the stored form has one. */
function planOf(payload: unknown): { code: string; name: string } | undefined {
  const plan = json<{ plan?: { code?: unknown; name?: unknown } } | null>(payload)?.plan;
  return typeof plan?.code === 'string' && typeof plan.name === 'string' && plan.name
    ? { code: plan.code, name: plan.name }
    : undefined;
}

/** An order as lists show it; its product name in the reader's language (`names`, see names.ts). */
export function toSummary(row: OrderRow, names: OrderNames): PolicySummary {
  const status = isPolicyStatus(row.status) ? row.status : PolicyStatus.toBePaid;
  const product = names.product(row.product_code, row.product_name);
  return {
    orderCode: row.order_code,
    applicationFormCode: row.application_form_code,
    policyNo: row.policy_no,
    productCode: row.product_code,
    productName: product.text,
    productNameLang: product.lang,
    status,
    detailPath: statusPath(status),
    holderName: row.holder_name,
    insuredNames: row.insured_names ?? [],
    totalPremium: row.premium_cents / 100,
    startDate: formatChinaTime(new Date(row.start_date)),
    endDate: formatChinaTime(new Date(row.end_date)),
    createTime: formatChinaTime(new Date(row.created_at)),
    payDeadline: time(row.pay_deadline),
  };
}

/** `clauseTitle`: a confirmed clause's title in the reader's language (archive.ts clauseTitles); absent: as stored. */
export function toDetail(
  row: OrderRow,
  names: OrderNames,
  sold?: SoldCover | null,
  clauseTitle?: (title: string, valueMark: string) => InLanguage,
): OrderDetail {
  const form = planOf(row.payload);
  const plan = form && names.plan(row.product_code, form.code, form.name);
  return {
    ...(sold !== undefined ? { sold } : {}),
    ...toSummary(row, names),
    ...(plan ? { planName: plan.text, planNameLang: plan.lang } : {}),
    serialNo: row.serial_no,
    manifestVersion: row.manifest_version,
    confirmedClauses: clauseTitle
      ? json<OrderDetail['confirmedClauses']>(row.confirmed_clauses).map((c) => {
          const title = clauseTitle(c.resourceName, c.valueMark);
          return { ...c, resourceName: title.text, resourceNameLang: title.lang };
        })
      : json(row.confirmed_clauses),
    applicationForm: json(row.payload),
    paidTime: time(row.paid_at),
    issueTime: time(row.issued_at),
    refundStatus: refundStatusOf(row),
  };
}

export type OrderKey = 'order_code' | 'application_form_code' | 'policy_no';

/** One order of `userCode` (deleted ones excluded): another user's code reads as not found. */
export async function findOwned(
  db: Db,
  userCode: string,
  key: OrderKey,
  value: string,
): Promise<OrderRow | undefined> {
  return db.one<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM biz_orders o WHERE o.${key} = $1 AND o.user_code = $2 AND NOT o.deleted`,
    [value, userCode],
  );
}

export async function listOwned(
  db: Db,
  userCodes: string[],
  statuses: string[] | null,
  page: { pageNum: number; pageSize: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = `o.user_code = ANY($1::text[]) AND NOT o.deleted ${statuses ? 'AND o.status = ANY($2::text[])' : ''}`;
  const params: unknown[] = statuses ? [userCodes, statuses] : [userCodes];
  const count = await db.one<{ n: string | number }>(
    `SELECT count(*) AS n FROM biz_orders o WHERE ${where}`,
    params,
  );
  const rows = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM biz_orders o WHERE ${where} ORDER BY o.created_at DESC, o.order_code DESC
      LIMIT ${Number(page.pageSize)} OFFSET ${(Number(page.pageNum) - 1) * Number(page.pageSize)}`,
    params,
  );
  return { rows, total: Number(count?.n ?? 0) };
}
