import type { FastifyInstance } from 'fastify';
import { routes } from '../../../engine/routes/table';
import { ok, ApiError, Codes } from '../../http/envelope';
import { isInAppPath } from '../../providers/face/provider';
import * as weixin from '../../../contract/ins-order/payOrderWeixin';
import * as subChannel from '../../../contract/ins-order/payOrderWithSubChannel';
import * as jd from '../../../contract/ins-order/payOrderJd';
import { originOf, send, type BizContext } from '../../domain/gateway/context';
import { parseRequest } from '../../domain/gateway/input';
import { localeOf, msg } from '../../domain/gateway/locale';
import { openTrade } from '../../domain/orders/payments';
import { withResub } from '../order/resub';

const channels = [
  { path: weixin.path, channel: 'weixin' },
  { path: subChannel.path, channel: 'weixin_wap_biz' },
  { path: jd.path, channel: 'jd' },
];

/** ins-order/orderPay/*: opens a payment trade for an unpaid order and answers the cashier URL. */
export async function registerInsOrder(app: FastifyInstance, ctx: BizContext): Promise<void> {
  for (const { path, channel } of channels) {
    app.post(path, async (request, reply) => {
      const user = await ctx.requireUser(request);
      const body = parseRequest(weixin.request, request, 'body');
      const answer = await withResub(ctx, request, user.userCode, path, async () => {
        const now = ctx.deps.clock.now();
        if (body.returnPath && !isInAppPath(body.returnPath))
          throw new ApiError(Codes.badInput, msg(request, 'gw.biz.backUrlBad'), 400);
        const trade = await openTrade(
          ctx.deps.db,
          user.userCode,
          body.orderCode,
          channel,
          now,
          (key, params) => msg(request, key, params),
          body.returnPath ?? null,
        );
        const payUrl = ctx.payment.payUrl(
          {
            tradeNo: trade.trade_no,
            orderCode: trade.order_code,
            amountCents: trade.amount_cents,
            subject: trade.order_code,
            returnUrl: body.returnPath ?? routes.payoff.path,
            locale: localeOf(request),
          },
          originOf(request, ctx.deps),
        );
        return ok<weixin.ResponseData>({
          tradeNo: trade.trade_no,
          payUrl,
          amount: trade.amount_cents / 100,
          orderCode: trade.order_code,
        });
      });
      return send(reply, answer);
    });
  }
}
