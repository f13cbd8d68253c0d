import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok, ApiError, Codes } from '../../http/envelope';
import * as notifyCall from '../../../contract/pay-svc/payNotify';
import * as tradesCall from '../../../contract/pay-svc/trades';
import * as openidCall from '../../../contract/pay-svc/getOpenid';
import * as jdCall from '../../../contract/pay-svc/jdOrder';
import { originOf, type BizContext } from '../../domain/gateway/context';
import { parseRequest } from '../../domain/gateway/input';
import { msg, pageLocale } from '../../domain/gateway/locale';
import { formatChinaTime } from '../../domain/gateway/time';
import { applyNotify, type TradeRow } from '../../domain/orders/payments';
import { signNotify, verifyNotify, type PayNotify } from '../../providers/payment/signature';
import { cashierPage } from '../../providers/payment/cashier-page';

const CASHIER = '/pay-svc/sandbox/cashier/:tradeNo';
const cashierParams = z.object({ tradeNo: z.string().min(1).max(64) });
const actionParams = cashierParams.extend({ action: z.enum(['pay', 'cancel', 'fail']) });
const actionStatus = { pay: 'SUCCESS', cancel: 'CANCELLED', fail: 'FAILED' } as const;

const toTrade = (r: TradeRow): tradesCall.ResponseData['list'][number] => ({
  tradeNo: r.trade_no,
  orderCode: r.order_code,
  amount: r.amount_cents / 100,
  status: r.status as tradesCall.ResponseData['list'][number]['status'],
  channel: r.channel,
  createTime: formatChinaTime(new Date(r.created_at)),
  finishTime: r.finished_at ? formatChinaTime(new Date(r.finished_at)) : null,
});

/** Back to the page the app asked for (an in-app path, checked when the trade was opened), else /payoff, with the trade number. */
function returnUrl(origin: string, trade: TradeRow & { product_code: string; application_form_code: string }): string {
  const tradeNo = trade.trade_no;
  const back = new URLSearchParams({ productCode: trade.product_code, orderCode: trade.order_code, applicationFormCode: trade.application_form_code, tradeNo });
  const path = (trade.return_path ?? '/payoff').replace(/^#/, '');
  const target = path.includes('?') ? `${path}&tradeNo=${encodeURIComponent(tradeNo)}` : `${path}?${back.toString()}`;
  return `${origin}/#${target}`;
}

/** pay-svc: the sandbox cashier, the signed notify, trades, OAuth openid (sandboxed). */
export async function registerPaySvc(app: FastifyInstance, ctx: BizContext): Promise<void> {
  const { db, clock, config } = ctx.deps;
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    // The cashier's buttons are plain HTML forms; their bodies carry nothing the gateway reads.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => done(null, body));
  }

  app.get(CASHIER, async (request, reply) => {
    const { tradeNo } = parseRequest(cashierParams, request, 'params');
    const trade = await db.one<TradeRow & { product_name: string; product_code: string; application_form_code: string }>(
      'SELECT t.*, o.product_name, o.product_code, o.application_form_code FROM biz_trades t JOIN biz_orders o ON o.order_code = t.order_code WHERE t.trade_no = $1',
      [tradeNo],
    );
    if (!trade) throw new ApiError(Codes.notFound, msg(request, 'gw.biz.tradeNotFound'), 404);
    const html = cashierPage({
      tradeNo,
      orderCode: trade.order_code,
      productName: trade.product_name,
      amountYuan: (trade.amount_cents / 100).toFixed(2),
      status: trade.status,
      actionBase: `/_gw/pay-svc/sandbox/cashier/${encodeURIComponent(tradeNo)}`,
      backUrl: returnUrl(originOf(request, ctx.deps), trade),
      locale: pageLocale(request),
    });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });

  app.post(`${CASHIER}/:action`, async (request, reply) => {
    const { tradeNo, action } = parseRequest(actionParams, request, 'params');
    const trade = await db.one<TradeRow & { product_code: string; application_form_code: string }>(
      `SELECT t.*, o.product_code, o.application_form_code FROM biz_trades t JOIN biz_orders o ON o.order_code = t.order_code WHERE t.trade_no = $1`,
      [tradeNo],
    );
    if (!trade) throw new ApiError(Codes.notFound, msg(request, 'gw.biz.tradeNotFound'), 404);
    const origin = originOf(request, ctx.deps);
    if (trade.status === 'WAITING') {
      const notify: PayNotify = {
        notifyId: randomUUID(),
        tradeNo,
        orderCode: trade.order_code,
        amount: trade.amount_cents,
        status: actionStatus[action],
        timestamp: clock.now().getTime(),
      };
      // The provider's notify is asynchronous: the buyer is redirected at once, the gateway hears later.
      setImmediate(() => void ctx.sendNotify(`${origin}/_gw${notifyCall.path}`, notify, signNotify(notify, config.secret)));
    }
    return reply.redirect(returnUrl(origin, trade), 303);
  });

  app.post(notifyCall.path, async (request) => {
    const header = request.headers['x-sandbox-signature'];
    const signature = (Array.isArray(header) ? header[0] : header) ?? '';
    const notify = parseRequest(notifyCall.request, request, 'body');
    if (!verifyNotify(notify, signature, config.secret)) throw new ApiError(Codes.forbidden, msg(request, 'gw.biz.paySignatureBad'), 401);
    const outcome = await applyNotify(ctx.deps.db, notify, clock.now(), (key, params) => msg(request, key, params));
    return ok({ outcome }, 'success');
  });

  app.get(tradesCall.path, async (request) => {
    const user = await ctx.requireUser(request);
    const { orderCode } = parseRequest(tradesCall.request, request, 'query');
    const rows = await db.query<TradeRow>(`SELECT * FROM biz_trades WHERE order_code = $1 AND user_code = $2 ORDER BY seq DESC`, [orderCode, user.userCode]);
    return ok<tradesCall.ResponseData>({ list: rows.map(toTrade) });
  });

  app.get(jdCall.path, async (request) => {
    const user = await ctx.requireUser(request);
    const { code } = parseRequest(jdCall.params, request, 'params');
    const row = await db.one<TradeRow>(`SELECT * FROM biz_trades WHERE order_code = $1 AND user_code = $2 ORDER BY seq DESC LIMIT 1`, [code, user.userCode]);
    if (!row) throw new ApiError(Codes.notFound, msg(request, 'gw.biz.tradeNotFound'), 404);
    return ok(toTrade(row));
  });

  app.post(openidCall.path, async (request) => {
    const { p1 } = parseRequest(openidCall.params, request, 'params');
    // Sandbox OAuth: a stable pseudonymous openid per auth code, as the messaging platform would give.
    const openid = `sbx_${createHmac('sha256', config.secret).update(`openid:${p1}`).digest('base64url').slice(0, 24)}`;
    return ok<openidCall.ResponseData>({ openid });
  });
}
