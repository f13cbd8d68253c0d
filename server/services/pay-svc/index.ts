import type { FastifyInstance } from 'fastify';
import { ok, ApiError, Codes } from '../../http/envelope';
import * as notifyCall from '../../../contract/pay-svc/payNotify';
import * as tradesCall from '../../../contract/pay-svc/trades';
import * as openidCall from '../../../contract/pay-svc/getOpenid';
import * as jdCall from '../../../contract/pay-svc/jdOrder';
import type { BizContext } from '../../domain/gateway/context';
import { parseRequest } from '../../domain/gateway/input';
import { msg } from '../../domain/gateway/locale';
import { formatChinaTime } from '../../domain/gateway/time';
import { applyNotify, type TradeRow } from '../../domain/orders/payments';
import { SANDBOX } from '../../providers/business-providers';
import { registerSandboxCashier } from './sandbox-cashier';

const toTrade = (r: TradeRow): tradesCall.ResponseData['list'][number] => ({
  tradeNo: r.trade_no,
  orderCode: r.order_code,
  amount: r.amount_cents / 100,
  status: r.status as tradesCall.ResponseData['list'][number]['status'],
  channel: r.channel,
  createTime: formatChinaTime(new Date(r.created_at)),
  finishTime: r.finished_at ? formatChinaTime(new Date(r.finished_at)) : null,
});

/** pay-svc: the sandbox cashier (sandbox provider only), the signed notify, trades, OAuth openid (OAUTH_PROVIDER). */
export async function registerPaySvc(app: FastifyInstance, ctx: BizContext): Promise<void> {
  const { db, clock } = ctx.deps;
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    // The cashier's buttons are plain HTML forms; their bodies carry nothing the gateway reads.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, body, done) => done(null, body),
    );
  }

  // The sandbox cashier exists only while the sandbox payment provider is chosen (never in production).
  if (ctx.payment.name === SANDBOX) await registerSandboxCashier(app, ctx);

  app.post(notifyCall.path, async (request) => {
    const header = request.headers['x-sandbox-signature'];
    const signature = (Array.isArray(header) ? header[0] : header) ?? '';
    const notify = parseRequest(notifyCall.request, request, 'body');
    if (!ctx.payment.verifyNotify(notify, signature))
      throw new ApiError(Codes.forbidden, msg(request, 'gw.biz.paySignatureBad'), 401);
    const outcome = await applyNotify(ctx.deps.db, notify, clock.now(), (key, params) =>
      msg(request, key, params),
    );
    return ok({ outcome }, 'success');
  });

  app.get(tradesCall.path, async (request) => {
    const user = await ctx.requireUser(request);
    const { orderCode } = parseRequest(tradesCall.request, request, 'query');
    const rows = await db.query<TradeRow>(
      `SELECT * FROM biz_trades WHERE order_code = $1 AND user_code = $2 ORDER BY seq DESC`,
      [orderCode, user.userCode],
    );
    return ok<tradesCall.ResponseData>({ list: rows.map(toTrade) });
  });

  app.get(jdCall.path, async (request) => {
    const user = await ctx.requireUser(request);
    const { code } = parseRequest(jdCall.params, request, 'params');
    const row = await db.one<TradeRow>(
      `SELECT * FROM biz_trades WHERE order_code = $1 AND user_code = $2 ORDER BY seq DESC LIMIT 1`,
      [code, user.userCode],
    );
    if (!row) throw new ApiError(Codes.notFound, msg(request, 'gw.biz.tradeNotFound'), 404);
    return ok(toTrade(row));
  });

  app.post(openidCall.path, async (request) => {
    const { p1 } = parseRequest(openidCall.params, request, 'params');
    // The messaging platform's OAuth, as configured (OAUTH_PROVIDER; the sandbox outside production).
    return ok<openidCall.ResponseData>({ openid: await ctx.oauth.openid(p1) });
  });
}
