import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import * as listCall from '../../../contract/edu-svc/searchInsuranceList';
import * as countCall from '../../../contract/edu-svc/countAppNumByStatus';
import * as timeCall from '../../../contract/edu-svc/getCurrentTime';
import * as renewalCall from '../../../contract/edu-svc/selectRenewalList';
import * as repeatCall from '../../../contract/edu-svc/repeatInsurance';
import * as appListCall from '../../../contract/edu-svc/searchWxbAppList';
import * as appDetailCall from '../../../contract/edu-svc/searchAppDetailPro3';
import * as idCardCall from '../../../contract/edu-svc/checkByIdCard';
import type { BizContext } from '../../domain/gateway/context';
import { parseRequest } from '../../domain/gateway/input';
import { formatChinaTime, parseChinaTime } from '../../domain/gateway/time';
import { listOwned, toDetail, toSummary } from '../../domain/orders/repository';
import { orderNamesIn } from '../../domain/products/names';
import { ownedOrder } from '../owned-order';
import { findDuplicates } from '../../domain/orders/duplicates';
import { allStatuses, PolicyStatus } from '../../domain/lifecycle/statuses';
import { sweep } from '../../domain/lifecycle/sweeper';
import { ApiError, Codes } from '../../http/envelope';
import { localeOf, msg } from '../../domain/gateway/locale';
import { maskId, validateIdCard } from '../../../engine/validators';

/** edu-svc remote/ins/* and policy/v1/*: the caller's policy list, counts, renewal list, duplicate check. */
export async function registerPolicyReads(app: FastifyInstance, ctx: BizContext): Promise<void> {
  const { db, clock } = ctx.deps;

  app.post(listCall.path, async (request) => {
    const user = await ctx.requireUser(request);
    const q = parseRequest(listCall.request, request, 'body');
    await sweep(db, ctx.issuer, clock.now(), user.userCode);
    const statuses = q.status === undefined ? null : Array.isArray(q.status) ? q.status : [q.status];
    const { rows, total } = await listOwned(db, [user.userCode], statuses, q);
    const names = orderNamesIn(ctx.products, localeOf(request));
    return ok<listCall.ResponseData>({
      list: rows.map((row) => toSummary(row, names)),
      total,
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    });
  });

  app.post(appListCall.path, async (request) => {
    const user = await ctx.requireUser(request);
    const q = parseRequest(appListCall.request, request, 'body');
    await sweep(db, ctx.issuer, clock.now(), user.userCode);
    const open = [
      PolicyStatus.toBePaid,
      PolicyStatus.paymentTimeout,
      PolicyStatus.waitIssue,
      PolicyStatus.issueFail,
      PolicyStatus.cancel,
    ];
    const { rows, total } = await listOwned(db, [user.userCode], open, q);
    const names = orderNamesIn(ctx.products, localeOf(request));
    return ok<appListCall.ResponseData>({
      list: rows.map((row) => toSummary(row, names)),
      total,
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    });
  });

  app.get(appDetailCall.path, async (request) => {
    const user = await ctx.requireUser(request);
    const { appCode } = parseRequest(appDetailCall.request, request, 'query');
    const row = await ownedOrder(ctx, request, user.userCode, 'application_form_code', appCode);
    return ok(toDetail(row, orderNamesIn(ctx.products, localeOf(request))));
  });

  app.get(idCardCall.path, async (request) => {
    const { idCard } = parseRequest(idCardCall.request, request, 'query');
    const result = validateIdCard(idCard, 'holder', { locale: localeOf(request), today: clock.now() });
    return ok<idCardCall.ResponseData>(
      result.ok
        ? { valid: true, message: '', birthday: result.birthday, sex: result.sex === 'male' ? '0' : '1' }
        : { valid: false, message: result.message, birthday: null, sex: null },
    );
  });

  app.get(countCall.path, async (request) => {
    const user = await ctx.requireUser(request);
    await sweep(db, ctx.issuer, clock.now(), user.userCode);
    const rows = await db.query<{ status: string; n: string | number }>(
      'SELECT status, count(*) AS n FROM biz_orders WHERE user_code = $1 AND NOT deleted GROUP BY status',
      [user.userCode],
    );
    const counts = Object.fromEntries(allStatuses.map((s) => [s, 0])) as Record<string, number>;
    for (const r of rows) counts[r.status] = Number(r.n);
    return ok<countCall.ResponseData>({
      counts,
      list: allStatuses.map((status) => ({ status, num: counts[status] ?? 0 })),
    });
  });

  app.get(timeCall.path, async () => {
    const now = clock.now();
    return ok<timeCall.ResponseData>({ currentTime: formatChinaTime(now), timestamp: now.getTime() });
  });

  app.post(renewalCall.path, async (request) => {
    const user = await ctx.requireUser(request);
    const q = parseRequest(renewalCall.request, request, 'body');
    if (q.scope === 'customers' && !user.isStaff)
      throw new ApiError(Codes.forbidden, msg(request, 'gw.biz.notStaff'), 403);
    const owners =
      q.scope === 'customers'
        ? (
            await db.query<{ c: string }>(
              'SELECT customer_user_code AS c FROM biz_customers WHERE manager_user_code = $1',
              [user.userCode],
            )
          ).map((r) => r.c)
        : [user.userCode];
    for (const owner of owners) await sweep(db, ctx.issuer, clock.now(), owner);
    const renewable = ctx.products.list().filter((p) => p.renewalLabel !== '');
    const { rows } = await listOwned(db, owners, [PolicyStatus.guarantee, PolicyStatus.overdue], {
      pageNum: 1,
      pageSize: 1000,
    });
    const labelOf = new Map(renewable.map((p) => [p.productCode, p.renewalLabel]));
    const names = orderNamesIn(ctx.products, localeOf(request));
    const items = rows
      .filter((r) => labelOf.has(r.product_code))
      .map((r) => ({ ...toSummary(r, names), renewalLabel: labelOf.get(r.product_code) ?? '' }));
    const page = items.slice((q.pageNum - 1) * q.pageSize, q.pageNum * q.pageSize);
    return ok<renewalCall.ResponseData>({
      list: page,
      total: items.length,
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    });
  });

  app.post(repeatCall.path, async (request) => {
    const user = await ctx.requireUser(request);
    const q = parseRequest(repeatCall.request, request, 'body');
    const start = parseChinaTime(q.startDate.slice(0, 10));
    if (!start) throw new ApiError(Codes.badInput, `startDate: ${q.startDate}`, 400);
    const product = ctx.products.get(q.productCode);
    if (!product)
      throw new ApiError(
        Codes.badInput,
        msg(request, 'gw.biz.productUnknown', { productCode: q.productCode }),
        400,
      );
    // Overlap with any active cover of the product from the start date on.
    const orderCodes = await findDuplicates(db, {
      cardId: q.cardId,
      productCode: q.productCode,
      start,
      end: new Date(start.getTime() + 86_399_000),
    });
    const repeat = orderCodes.length > 0;
    // Only the caller's own order codes are named; another holder's orders stay unnamed.
    const own = repeat
      ? (
          await db.query<{ order_code: string }>(
            'SELECT order_code FROM biz_orders WHERE order_code = ANY($1::text[]) AND user_code = $2',
            [orderCodes, user.userCode],
          )
        ).map((r) => r.order_code)
      : [];
    return ok<repeatCall.ResponseData>(
      { repeat, orderCodes: own },
      repeat ? msg(request, 'gw.biz.duplicateInsured', { name: q.name ?? maskId(q.cardId) }) : '成功',
    );
  });
}
