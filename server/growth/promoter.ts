import type { FastifyInstance } from 'fastify';
import { maskId } from '../../engine/validators';
import type { AppDeps } from '../deps';
import { ok, ApiError, Codes } from '../http/envelope';
import { requireStaff } from '../http/auth';
import { parseInput } from '../domain/gateway/input';
import { formatChinaTime } from '../domain/gateway/time';
import { localeOf } from '../domain/gateway/locale';
import type { OrderNames } from '../domain/products/names';
import type { Locale } from '../../engine/messages';
import { ORDER_COLUMNS, toSummary, type OrderRow } from '../domain/orders/repository';
import * as summaryCall from '../../contract/growth/promoterSummary';
import * as ordersCall from '../../contract/growth/promoterOrders';
import * as orderCall from '../../contract/growth/promoterOrder';
import * as customerCall from '../../contract/growth/promoterCustomer';
import { ATTRIBUTED_TO_PROMOTER, RENEWABLE_STATUSES, VALID_STATUSES, rewardOf } from './attribution';
import { gmsg } from './text';

export interface PromoterOptions {
  rewardRate: number;
  /** product code → renewal label ('' when the product has no renewal view) */
  renewalLabelOf: (productCode: string) => string;
  renewableProductCodes: () => string[];
  /** The products' and plans' names in a reader's language (server/domain/products/names.ts). */
  orderNames: (locale: Locale) => OrderNames;
}

const monthStartChina = (now: Date): Date => {
  const china = new Date(now.getTime() + 8 * 3_600_000);
  return new Date(Date.UTC(china.getUTCFullYear(), china.getUTCMonth(), 1) - 8 * 3_600_000);
};

/** Promoter (staff) reads behind /myAchievement and the promoter pages: totals, attributed orders, customers. */
export async function registerPromoterReads(
  app: FastifyInstance,
  deps: AppDeps,
  options: PromoterOptions,
): Promise<void> {
  const { db, clock } = deps;
  const item = (row: OrderRow, names: OrderNames) => ({
    ...toSummary(row, names),
    customerUserCode: row.user_code,
    reward: (VALID_STATUSES as readonly string[]).includes(row.status)
      ? rewardOf(row.premium_cents, options.rewardRate)
      : 0,
    paidTime: row.paid_at ? formatChinaTime(new Date(row.paid_at)) : null,
  });

  app.get(`/_gw${summaryCall.path}`, async (request) => {
    const staff = await requireStaff(request);
    const totals = await db.one<{
      valid: string | number;
      premium: string | number | null;
      month: string | number;
      renewals: string | number;
    }>(
      `SELECT count(*) FILTER (WHERE o.status = ANY($2::text[])) AS valid,
              sum(o.premium_cents) FILTER (WHERE o.status = ANY($2::text[])) AS premium,
              count(*) FILTER (WHERE o.status = ANY($2::text[]) AND o.created_at >= $3) AS month,
              count(*) FILTER (WHERE o.status = ANY($4::text[]) AND o.product_code = ANY($5::text[])) AS renewals
         FROM biz_orders o WHERE ${ATTRIBUTED_TO_PROMOTER}`,
      [
        staff.userCode,
        VALID_STATUSES,
        monthStartChina(clock.now()),
        RENEWABLE_STATUSES,
        options.renewableProductCodes(),
      ],
    );
    const customers = await db.one<{ n: string | number }>(
      'SELECT count(*) AS n FROM biz_customers WHERE manager_user_code = $1',
      [staff.userCode],
    );
    const premiumCents = Number(totals?.premium ?? 0);
    return ok<summaryCall.ResponseData>({
      customers: Number(customers?.n ?? 0),
      validOrders: Number(totals?.valid ?? 0),
      premiumTotal: premiumCents / 100,
      renewalsDue: Number(totals?.renewals ?? 0),
      rewardTotal: rewardOf(premiumCents, options.rewardRate),
      rewardRate: options.rewardRate,
      monthOrders: Number(totals?.month ?? 0),
    });
  });

  app.post(`/_gw${ordersCall.path}`, async (request) => {
    const staff = await requireStaff(request);
    const q = parseInput(ordersCall.request, request.body ?? {});
    const params: unknown[] = [staff.userCode];
    let where = ATTRIBUTED_TO_PROMOTER;
    if (q.kind !== 'all') {
      params.push(q.kind === 'valid' ? VALID_STATUSES : RENEWABLE_STATUSES);
      where += ` AND o.status = ANY($${params.length}::text[])`;
    }
    if (q.customerUserCode) {
      params.push(q.customerUserCode);
      where += ` AND o.user_code = $${params.length}`;
    }
    const count = await db.one<{ n: string | number }>(
      `SELECT count(*) AS n FROM biz_orders o WHERE ${where}`,
      params,
    );
    const names = options.orderNames(localeOf(request));
    const rows = await db.query<OrderRow>(
      `SELECT ${ORDER_COLUMNS} FROM biz_orders o WHERE ${where} ORDER BY o.created_at DESC, o.order_code DESC
        LIMIT ${q.pageSize} OFFSET ${(q.pageNum - 1) * q.pageSize}`,
      params,
    );
    return ok<ordersCall.ResponseData>({
      list: rows.map((row) => item(row, names)),
      total: Number(count?.n ?? 0),
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    });
  });

  app.get(`/_gw${orderCall.path}`, async (request) => {
    const staff = await requireStaff(request);
    const { orderCode } = parseInput(orderCall.params, request.params, 'params');
    const row = await db.one<OrderRow & { customer_name: string | null; recordings: string | number }>(
      `SELECT ${ORDER_COLUMNS},
              (SELECT c.customer_name FROM biz_customers c WHERE c.customer_user_code = o.user_code) AS customer_name,
              (SELECT count(*) FROM biz_op_logs l WHERE o.serial_no IS NOT NULL AND l.serial_no = o.serial_no AND l.user_code = o.user_code AND l.kind = 'raw') AS recordings
         FROM biz_orders o WHERE ${ATTRIBUTED_TO_PROMOTER} AND o.order_code = $2`,
      [staff.userCode, orderCode],
    );
    if (!row) throw new ApiError(Codes.notFound, gmsg(request, 'growth.gw.orderNotFound'), 404);
    return ok<orderCall.ResponseData>({
      ...item(row, options.orderNames(localeOf(request))),
      renewalLabel: options.renewalLabelOf(row.product_code),
      customerName: row.customer_name ?? row.holder_name,
      hasSalesRecord: Number(row.recordings) > 0,
    });
  });

  app.get(`/_gw${customerCall.path}`, async (request) => {
    const staff = await requireStaff(request);
    const { customerUserCode } = parseInput(customerCall.params, request.params, 'params');
    const customer = await db.one<{
      customer_name: string;
      customer_phone: string;
      created_at: Date;
      level: string;
    }>(
      'SELECT customer_name, customer_phone, created_at, level FROM biz_customers WHERE customer_user_code = $1 AND manager_user_code = $2',
      [customerUserCode, staff.userCode],
    );
    if (!customer) throw new ApiError(Codes.notFound, gmsg(request, 'growth.gw.customerNotFound'), 404);
    const totals = await db.one<{
      orders: string | number;
      valid: string | number;
      premium: string | number | null;
    }>(
      `SELECT count(*) AS orders, count(*) FILTER (WHERE o.status = ANY($2::text[])) AS valid,
              sum(o.premium_cents) FILTER (WHERE o.status = ANY($2::text[])) AS premium
         FROM biz_orders o WHERE NOT o.deleted AND o.user_code = $1`,
      [customerUserCode, VALID_STATUSES],
    );
    return ok<customerCall.ResponseData>({
      customerUserCode,
      customerName: customer.customer_name,
      customerPhone: maskId(customer.customer_phone), // 138****8000
      createTime: formatChinaTime(new Date(customer.created_at)),
      level: customer.level,
      orders: Number(totals?.orders ?? 0),
      validOrders: Number(totals?.valid ?? 0),
      premiumTotal: Number(totals?.premium ?? 0) / 100,
    });
  });
}
