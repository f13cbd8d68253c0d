import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import * as byOrder from '../../../contract/ins-svc/searchOrderDetailPro';
import * as byApp from '../../../contract/ins-svc/searchAppDetailPro';
import type { BizContext } from '../../domain/gateway/context';
import { parseRequest } from '../../domain/gateway/input';
import { toDetail } from '../../domain/orders/repository';
import { orderNamesIn } from '../../domain/products/names';
import { localeOf } from '../../domain/gateway/locale';
import { clauseTitles, soldCover } from '../../domain/products/archive';
import { ownedOrder } from '../owned-order';
import { registerInsuredExtend } from './insured-extend';

/** ins-svc: order and application-form details, the caller's own only. */
export async function registerInsSvc(app: FastifyInstance, ctx: BizContext): Promise<void> {
  app.get(byOrder.path, async (request) => {
    const user = await ctx.requireUser(request);
    const { orderCode } = parseRequest(byOrder.request, request, 'query');
    const row = await ownedOrder(ctx, request, user.userCode, 'order_code', orderCode);
    const locale = localeOf(request);
    return ok(
      toDetail(
        row,
        orderNamesIn(ctx.products, locale),
        await soldCover(ctx.deps.db, row, locale),
        await clauseTitles(ctx.deps.db, row, locale),
      ),
    );
  });

  app.post(byApp.path, async (request) => {
    const user = await ctx.requireUser(request);
    const { appCode } = parseRequest(byApp.request, request, 'body');
    const row = await ownedOrder(ctx, request, user.userCode, 'application_form_code', appCode);
    const locale = localeOf(request);
    // /insureDetail: what was sold and the clause titles from the order's manifest version, in the reader's language.
    return ok(
      toDetail(
        row,
        orderNamesIn(ctx.products, locale),
        await soldCover(ctx.deps.db, row, locale),
        await clauseTitles(ctx.deps.db, row, locale),
      ),
    );
  });

  await registerInsuredExtend(app, ctx);
}
