import type { FastifyInstance } from 'fastify';
import { routes } from '../../../engine/routes/table';
import { ok, ApiError, Codes } from '../../http/envelope';
import * as payUrlCall from '../../../contract/edu-svc/queryPayUrl';
import * as savePayOutCall from '../../../contract/edu-svc/savePayOut';
import * as selectPayOutCall from '../../../contract/edu-svc/selectByAppCode';
import { originOf, type BizContext } from '../../domain/gateway/context';
import { parseRequest } from '../../domain/gateway/input';
import { localeOf, msg } from '../../domain/gateway/locale';
import { formatChinaTime } from '../../domain/gateway/time';
import { openTrade } from '../../domain/orders/payments';
import { findOwned } from '../../domain/orders/repository';

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
    await db.query(
      `INSERT INTO biz_payouts (app_code, user_code, data, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (app_code) DO UPDATE SET data = EXCLUDED.data`,
      [body.appCode, user.userCode, JSON.stringify(body), clock.now()],
    );
    return ok({ appCode: body.appCode });
  });

  app.get(selectPayOutCall.path, async (request) => {
    const user = await ctx.requireUser(request);
    const { appCode } = parseRequest(selectPayOutCall.request, request, 'query');
    const row = await db.one<{ data: unknown; created_at: Date }>(
      'SELECT data, created_at FROM biz_payouts WHERE app_code = $1 AND user_code = $2',
      [appCode, user.userCode],
    );
    if (!row) throw new ApiError(Codes.notFound, msg(request, 'gw.biz.orderNotFound'), 404);
    const record = (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<
      string,
      unknown
    >;
    return ok<selectPayOutCall.ResponseData>({
      appCode,
      record,
      createTime: formatChinaTime(new Date(row.created_at)),
    });
  });
}
