import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { ok, ApiError, Codes } from '../http/envelope';
import { requireStaff } from '../http/auth';
import { parseInput } from '../domain/gateway/input';
import { formatChinaTime } from '../domain/gateway/time';
import * as listCall from '../../contract/growth/salesRecordList';
import * as recordCall from '../../contract/growth/salesRecord';
import * as eventsCall from '../../contract/growth/salesRecordEvents';
import { gmsg } from './text';
import { eventsOf, mergeRecordings } from './recordings';
import { mayReplay, REPLAYABLE_BY_CALLER } from './replay-access';
import { soldCover } from '../domain/products/archive';

interface OrderHead {
  order_code: string;
  /** The buyer: the replay shows only the rows their flow wrote. */
  user_code: string;
  product_code: string;
  product_name: string;
  holder_name: string;
  serial_no: string | null;
  manifest_version: string;
  confirmed_clauses: unknown;
  payload?: unknown;
  created_at: Date;
}
interface LogRow {
  id: string | number;
  kind: string;
  op_name: string | null;
  op_node: string | null;
  op_detail: string | null;
  record: unknown;
  content: Uint8Array | null;
  created_at: Date;
}

const json = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The sales-process record for staff (regulator's 可回溯 rule): each order's tracking trail and
 * screen recordings, linked by the order's serial number, with the manifest version and the clause
 * texts the buyer confirmed (stored on the order at submit).
 */
export async function registerSalesRecords(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;

  const orderOf = async (request: Parameters<typeof gmsg>[0], orderCode: string) => {
    const order = await db.one<OrderHead>(
      `SELECT o.order_code, o.user_code, o.product_code, o.product_name, o.holder_name, o.serial_no, o.manifest_version, c.clauses AS confirmed_clauses, o.payload, o.created_at
         FROM biz_orders o JOIN biz_clause_sets c ON c.hash = o.clause_set WHERE o.order_code = $1`,
      [orderCode],
    );
    if (!order) throw new ApiError(Codes.notFound, gmsg(request, 'growth.gw.orderNotFound'), 404);
    return order;
  };
  /** The order, if the staff caller may replay it (replay-access.ts), else 403 / 4030. */
  const replayableOrder = async (request: Parameters<typeof requireStaff>[0], orderCode: string) => {
    const staff = await requireStaff(request);
    const order = await orderOf(request, orderCode);
    if (!(await mayReplay(db, staff.userCode, orderCode)))
      throw new ApiError(Codes.forbidden, gmsg(request, 'growth.gw.replayForbidden'), 403);
    return order;
  };
  /** The order's rows: its serial, written by its own buyer (op-log writes are bound to the serial's owner, flow-guard.ts). */
  const logsOf = (order: Pick<OrderHead, 'serial_no' | 'user_code'>, kind: 'op' | 'raw') =>
    order.serial_no
      ? db.query<LogRow>(
          `SELECT id, kind, op_name, op_node, op_detail, record, ${kind === 'raw' ? 'content' : 'NULL AS content'}, created_at
             FROM biz_op_logs WHERE serial_no = $1 AND user_code = $2 AND kind = $3 ORDER BY created_at, id`,
          [order.serial_no, order.user_code, kind],
        )
      : Promise.resolve([] as LogRow[]);

  app.post(`/_gw${listCall.path}`, async (request) => {
    const staff = await requireStaff(request);
    const q = parseInput(listCall.request, request.body ?? {});
    // Only the orders this caller may replay are listed.
    const filter = `AND ${REPLAYABLE_BY_CALLER}${q.orderCode ? ' AND o.order_code = $2' : ''}`;
    const params = q.orderCode ? [staff.userCode, q.orderCode] : [staff.userCode];
    const count = await db.one<{ n: string | number }>(
      `SELECT count(*) AS n FROM biz_orders o WHERE o.serial_no IS NOT NULL ${filter}`,
      params,
    );
    const rows = await db.query<OrderHead & { recordings: string | number; trail: string | number }>(
      `SELECT o.order_code, o.user_code, o.product_code, o.product_name, o.holder_name, o.serial_no, o.created_at,
              (SELECT count(*) FROM biz_op_logs l WHERE l.serial_no = o.serial_no AND l.user_code = o.user_code AND l.kind = 'raw') AS recordings,
              (SELECT count(*) FROM biz_op_logs l WHERE l.serial_no = o.serial_no AND l.user_code = o.user_code AND l.kind = 'op') AS trail
         FROM biz_orders o WHERE o.serial_no IS NOT NULL ${filter}
        ORDER BY o.created_at DESC, o.order_code DESC
        LIMIT ${q.pageSize} OFFSET ${(q.pageNum - 1) * q.pageSize}`,
      params,
    );
    return ok<listCall.ResponseData>({
      list: rows.map((r) => ({
        orderCode: r.order_code,
        productCode: r.product_code,
        productName: r.product_name,
        holderName: r.holder_name,
        serialNo: r.serial_no,
        createTime: formatChinaTime(new Date(r.created_at)),
        recordings: Number(r.recordings),
        trailRecords: Number(r.trail),
      })),
      total: Number(count?.n ?? 0),
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    });
  });

  app.get(`/_gw${recordCall.path}`, async (request) => {
    const { orderCode } = parseInput(recordCall.params, request.params, 'params');
    const order = await replayableOrder(request, orderCode);
    const [trail, recordings] = await Promise.all([logsOf(order, 'op'), logsOf(order, 'raw')]);
    return ok<recordCall.ResponseData>({
      orderCode: order.order_code,
      productCode: order.product_code,
      productName: order.product_name,
      holderName: order.holder_name,
      serialNo: order.serial_no,
      manifestVersion: order.manifest_version,
      createTime: formatChinaTime(new Date(order.created_at)),
      confirmedClauses: json(order.confirmed_clauses),
      sold: await soldCover(db, order),
      trail: trail.map((l) => {
        const record = json<Record<string, unknown> | null>(l.record) ?? {};
        return {
          id: Number(l.id),
          opName: l.op_name ?? '',
          opNode: l.op_node ?? '',
          opDetail: l.op_detail ?? '',
          ver: text(record.ver),
          sysCode: text(record.sysCode),
          channelCode: text(record.channelCode),
          createTime: formatChinaTime(new Date(l.created_at)),
        };
      }),
      recordings: recordings.map((l) => {
        const record = json<{ startTime?: number; events?: number } | null>(l.record) ?? {};
        return {
          id: Number(l.id),
          name: l.op_name ?? '',
          startTime: record.startTime ?? 0,
          events: record.events ?? 0,
          bytes: l.content?.length ?? 0,
          createTime: formatChinaTime(new Date(l.created_at)),
        };
      }),
    });
  });

  app.get(`/_gw${eventsCall.path}`, async (request) => {
    const { orderCode } = parseInput(eventsCall.params, request.params, 'params');
    const order = await replayableOrder(request, orderCode);
    const recordings = await logsOf(order, 'raw');
    if (recordings.length === 0)
      throw new ApiError(Codes.notFound, gmsg(request, 'growth.gw.recordingNotFound'), 404);
    const events = mergeRecordings(
      recordings.map((r) => (r.content ? eventsOf(new Uint8Array(r.content)) : [])),
    );
    return ok<eventsCall.ResponseData>({ events });
  });
}
