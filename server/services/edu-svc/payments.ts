import type { FastifyInstance } from 'fastify';
import { routes } from '../../../engine/routes/table';
import { ok, ApiError, Codes } from '../../http/envelope';
import * as payUrlCall from '../../../contract/edu-svc/queryPayUrl';
import * as savePayOutCall from '../../../contract/edu-svc/savePayOut';
import * as selectPayOutCall from '../../../contract/edu-svc/selectByAppCode';
import { originOf, type BizContext } from '../../domain/gateway/context';
import { parseRequest } from '../../domain/gateway/input';
import { localeOf, msg } from '../../domain/gateway/locale';
import { formatChinaDate, formatChinaTime } from '../../domain/gateway/time';
import { openTrade } from '../../domain/orders/payments';
import { findOwned, type OrderRow } from '../../domain/orders/repository';

type PayOutRecord = selectPayOutCall.ResponseData['record'];

/** Spec §5: "The payout start time is the start date at 00:00:00" (the order's, in China time). */
const payOutStartOf = (order: OrderRow): string => `${formatChinaDate(new Date(order.start_date))} 00:00:00`;

/** edu-svc payUrl/* and pay/out/*: the pay URL of an application form, payout records. */
export async function registerEduPayments(app: FastifyInstance, ctx: BizContext): Promise<void> {
  const { db, clock } = ctx.deps;

  app.get(payUrlCall.path, async (request) => {
    const user = await ctx.requireUser(request);
    const { appCode } = parseRequest(payUrlCall.request, request, 'query');
    const order = await findOwned(db, user.userCode, 'application_form_code', appCode);
    if (!order) throw new ApiError(Codes.notFound, msg(request, 'gw.biz.orderNotFound'), 404);
    const trade = await openTrade(db, user.userCode, order.order_code, 'payUrl', clock.now(), (key, params) =>
      msg(request, key, params),
    );
    const payUrl = ctx.payment.payUrl(
      {
        tradeNo: trade.trade_no,
        orderCode: order.order_code,
        amountCents: trade.amount_cents,
        subject: order.product_name,
        returnUrl: routes.payoff.path,
        locale: localeOf(request),
      },
      originOf(request, ctx.deps),
    );
    return ok<payUrlCall.ResponseData>({ payUrl, tradeNo: trade.trade_no });
  });

  app.post(savePayOutCall.path, async (request) => {
    const user = await ctx.requireUser(request);
    const body = parseRequest(savePayOutCall.request, request, 'body');
    const order = await findOwned(db, user.userCode, 'application_form_code', body.appCode);
    if (!order) throw new ApiError(Codes.notFound, msg(request, 'gw.biz.orderNotFound'), 404);
    const record: PayOutRecord = {
      appCode: order.application_form_code,
      payOutStartTime: payOutStartOf(order),
    };
    await db.query(
      `INSERT INTO biz_payouts (app_code, user_code, data, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (app_code) DO UPDATE SET data = EXCLUDED.data`,
      [record.appCode, user.userCode, JSON.stringify(record), clock.now()],
    );
    return ok({ appCode: record.appCode });
  });

  app.get(selectPayOutCall.path, async (request) => {
    const user = await ctx.requireUser(request);
    const { appCode } = parseRequest(selectPayOutCall.request, request, 'query');
    const row = await db.one<{ created_at: Date }>(
      'SELECT created_at FROM biz_payouts WHERE app_code = $1 AND user_code = $2',
      [appCode, user.userCode],
    );
    const order = row && (await findOwned(db, user.userCode, 'application_form_code', appCode));
    if (!row || !order) throw new ApiError(Codes.notFound, msg(request, 'gw.biz.orderNotFound'), 404);
    // The record as spec §5 defines it, from the order: a record saved before the contract was strict
    // may hold keys a client chose, which are never answered.
    return ok<selectPayOutCall.ResponseData>({
      appCode,
      record: { appCode, payOutStartTime: payOutStartOf(order) },
      createTime: formatChinaTime(new Date(row.created_at)),
    });
  });
}
