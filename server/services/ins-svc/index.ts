import type { FastifyInstance } from 'fastify';
import { ok, ApiError, Codes } from '../../http/envelope';
import * as byOrder from '../../../contract/ins-svc/searchOrderDetailPro';
import * as byApp from '../../../contract/ins-svc/searchAppDetailPro';
import type { BizContext } from '../../domain/gateway/context';
import { parseRequest } from '../../domain/gateway/input';
import { msg } from '../../domain/gateway/locale';
import { findOwned, toDetail } from '../../domain/orders/repository';
import { soldCover } from '../../domain/products/archive';
import { sweep } from '../../domain/lifecycle/sweeper';
import { registerInsuredExtend } from './insured-extend';

/** ins-svc: order and application-form details, the caller's own only. */
export async function registerInsSvc(app: FastifyInstance, ctx: BizContext): Promise<void> {
  const { db, clock } = ctx.deps;

  app.get(byOrder.path, async (request) => {
    const user = await ctx.requireUser(request);
    const { orderCode } = parseRequest(byOrder.request, request, 'query');
    await sweep(db, ctx.issuer, clock.now(), user.userCode);
    const row = await findOwned(db, user.userCode, 'order_code', orderCode);
    if (!row) throw new ApiError(Codes.notFound, msg(request, 'gw.biz.orderNotFound'), 404);
    return ok(toDetail(row, await soldCover(db, row)));
  });

  app.post(byApp.path, async (request) => {
    const user = await ctx.requireUser(request);
    const { appCode } = parseRequest(byApp.request, request, 'body');
    await sweep(db, ctx.issuer, clock.now(), user.userCode);
    const row = await findOwned(db, user.userCode, 'application_form_code', appCode);
    if (!row) throw new ApiError(Codes.notFound, msg(request, 'gw.biz.orderNotFound'), 404);
    return ok(toDetail(row, await soldCover(db, row)));
  });

  await registerInsuredExtend(app, ctx);
}
