import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../../engine/routes/table';
import { z } from 'zod';
import { ApiError, Codes } from '../../http/envelope';
import * as notifyCall from '../../../contract/pay-svc/payNotify';
import { originOf, type BizContext } from '../../domain/gateway/context';
import { parseRequest } from '../../domain/gateway/input';
import { msg, pageLocale } from '../../domain/gateway/locale';
import type { TradeRow } from '../../domain/orders/payments';
import { signNotify, type PayNotify } from '../../providers/payment/signature';
import { cashierPage } from '../../providers/payment/cashier-page';

const CASHIER = '/pay-svc/sandbox/cashier/:tradeNo';
const cashierParams = z.object({ tradeNo: z.string().min(1).max(64) });
const actionParams = cashierParams.extend({ action: z.enum(['pay', 'cancel', 'fail']) });
const actionStatus = { pay: 'SUCCESS', cancel: 'CANCELLED', fail: 'FAILED' } as const;

/** Back to the page the app asked for (an in-app path, checked when the trade was opened), else /payoff, with the trade number. */
function returnUrl(
  origin: string,
  trade: TradeRow & { product_code: string; application_form_code: string },
): string {
  const tradeNo = trade.trade_no;
  const back = new URLSearchParams({
    productCode: trade.product_code,
    orderCode: trade.order_code,
    applicationFormCode: trade.application_form_code,
    tradeNo,
  });
  const path = (trade.return_path ?? routes.payoff.path).replace(/^#/, '');
  const target = path.includes('?')
    ? `${path}&tradeNo=${encodeURIComponent(tradeNo)}`
    : `${path}?${back.toString()}`;
  return `${origin}/#${target}`;
}

/**
 * The sandbox payment provider's cashier, served by the gateway: a page with pay / cancel / fail
 * that makes the provider's signed notify. Registered only while PAYMENT_PROVIDER is the sandbox
 * (never with NODE_ENV=production), so without it these URLs are 404.
 */
export async function registerSandboxCashier(app: FastifyInstance, ctx: BizContext): Promise<void> {
  const { db, clock, config } = ctx.deps;
  app.get(CASHIER, async (request, reply) => {
    const { tradeNo } = parseRequest(cashierParams, request, 'params');
    const trade = await db.one<
      TradeRow & { product_name: string; product_code: string; application_form_code: string }
    >(
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
      setImmediate(
        () =>
          void ctx.sendNotify(`${origin}/_gw${notifyCall.path}`, notify, signNotify(notify, config.secret)),
      );
    }
    return reply.redirect(returnUrl(origin, trade), 303);
  });
}
