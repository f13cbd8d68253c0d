import type { FastifyInstance } from 'fastify';
import { ok, ApiError, Codes } from '../../http/envelope';
import * as submitCall from '../../../contract/order/submitOrderV2';
import * as cancelCall from '../../../contract/order/cancelOrder';
import * as deleteCall from '../../../contract/order/deleteOrder';
import * as detailCall from '../../../contract/order/searchOrderDetailForPro';
import * as chargeCall from '../../../contract/order/searchOrderCharge';
import { send, type BizContext } from '../../domain/gateway/context';
import { parseRequest } from '../../domain/gateway/input';
import { localeOf, msg } from '../../domain/gateway/locale';
import { requireSignedContract } from '../../domain/contracts/submit-gate';
import {
  checkSubmission,
  formOf,
  storeSubmission,
  type CheckedSubmission,
  type Translate,
} from '../../domain/orders/submit';
import { findOwned, toDetail } from '../../domain/orders/repository';
import { orderNamesIn } from '../../domain/products/names';
import { agentSourcesFor } from '../../domain/orders/agent-sources';
import { findUserByCode } from '../../accounts/users';
import { clauseTitles, soldCover } from '../../domain/products/archive';
import { applyEvent, sweep } from '../../domain/lifecycle/sweeper';
import { deletableStatuses, isPolicyStatus } from '../../domain/lifecycle/statuses';
import { registerDrafts } from './drafts';
import { withResub, withResubAtomic } from './resub';

export async function registerOrder(app: FastifyInstance, ctx: BizContext): Promise<void> {
  const { db, clock } = ctx.deps;

  app.post(submitCall.path, async (request, reply) => {
    const user = await ctx.requireUser(request);
    const body = parseRequest(submitCall.request, request, 'body');
    const t: Translate = (key, params) => msg(request, key, params);
    const now = clock.now();
    // The engine's whole-form check needs no database: done before the transaction, its refusal
    // becomes the token's stored answer like any other.
    let checked: CheckedSubmission | ApiError;
    try {
      const form = formOf(body.applicationForms);
      const agentSources = await agentSourcesFor(
        db,
        user,
        form,
        ctx.products.get(form.productCode)?.fixedAgentCode,
        t,
      );
      const channelCode = (await findUserByCode(db, user.userCode))?.schanel_code ?? undefined;
      checked = checkSubmission(
        ctx.products,
        {
          userCode: user.userCode,
          request: body,
          form,
          now,
          locale: localeOf(request),
          agentSources,
          ...(channelCode ? { channelCode } : {}),
        },
        t,
      );
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      checked = error;
    }
    const answer = await withResubAtomic(ctx, request, user.userCode, 'order/submitOrder/v2', async (tx) => {
      if (checked instanceof ApiError) throw checked;
      // A contract-based product needs the caller's signed commission contract (docs/contract-flow.md).
      const product = ctx.products.get(checked.productCode);
      if (product)
        await requireSignedContract(
          tx,
          product,
          { userCode: user.userCode, form: checked.form, now, locale: localeOf(request) },
          t,
        );
      const data = await storeSubmission(
        tx,
        checked,
        { now, paymentWindowMs: ctx.lifecycle.paymentWindowMs },
        t,
      );
      // The draft the order was made from is used up in the same transaction: no 暂存单 outlives its order.
      if (body.tempFormSerialNo)
        await tx.query('DELETE FROM biz_temp_forms WHERE serial_no = $1 AND user_code = $2', [
          body.tempFormSerialNo,
          user.userCode,
        ]);
      return ok(data, msg(request, 'gw.biz.submitted'));
    });
    return send(reply, answer);
  });

  app.post(cancelCall.path, async (request, reply) => {
    const user = await ctx.requireUser(request);
    const { orderCode } = parseRequest(cancelCall.request, request, 'body');
    const answer = await withResub(ctx, request, user.userCode, 'order/cancelOrder', async () => {
      await sweep(db, ctx.issuer, clock.now(), user.userCode);
      const row = await findOwned(db, user.userCode, 'order_code', orderCode);
      if (!row) throw new ApiError(Codes.notFound, msg(request, 'gw.biz.orderNotFound'), 404);
      const result = await applyEvent(db, orderCode, 'cancel', clock.now());
      if (!result.ok)
        throw new ApiError(Codes.conflict, msg(request, 'gw.biz.statusForbids', { status: row.status }), 409);
      return ok({ orderCode, status: result.to }, msg(request, 'gw.biz.cancelled'));
    });
    return send(reply, answer);
  });

  app.post(deleteCall.path, async (request, reply) => {
    const user = await ctx.requireUser(request);
    const { orderCode } = parseRequest(deleteCall.request, request, 'body');
    const answer = await withResub(ctx, request, user.userCode, 'order/deleteOrder', async () => {
      await sweep(db, ctx.issuer, clock.now(), user.userCode);
      const row = await findOwned(db, user.userCode, 'order_code', orderCode);
      if (!row) throw new ApiError(Codes.notFound, msg(request, 'gw.biz.orderNotFound'), 404);
      if (!isPolicyStatus(row.status) || !deletableStatuses.includes(row.status)) {
        throw new ApiError(Codes.conflict, msg(request, 'gw.biz.statusForbids', { status: row.status }), 409);
      }
      await db.query('UPDATE biz_orders SET deleted = true, updated_at = $2 WHERE order_code = $1', [
        orderCode,
        clock.now(),
      ]);
      return ok({ orderCode }, msg(request, 'gw.biz.deleted'));
    });
    return send(reply, answer);
  });

  app.post(detailCall.path, async (request) => {
    const user = await ctx.requireUser(request);
    const { orderCode } = parseRequest(detailCall.request, request, 'body');
    await sweep(db, ctx.issuer, clock.now(), user.userCode);
    const row = await findOwned(db, user.userCode, 'order_code', orderCode);
    if (!row) throw new ApiError(Codes.notFound, msg(request, 'gw.biz.orderNotFound'), 404);
    const locale = localeOf(request);
    return ok(
      toDetail(
        row,
        orderNamesIn(ctx.products, locale),
        await soldCover(db, row, locale),
        await clauseTitles(db, row, locale),
      ),
    );
  });

  app.post(chargeCall.path, async (request) => {
    const user = await ctx.requireUser(request);
    const { orderCode } = parseRequest(chargeCall.request, request, 'body');
    await sweep(db, ctx.issuer, clock.now(), user.userCode);
    const row = await findOwned(db, user.userCode, 'order_code', orderCode);
    if (!row) throw new ApiError(Codes.notFound, msg(request, 'gw.biz.orderNotFound'), 404);
    const trade = await db.one<{ status: string; finished_at: Date | null }>(
      `SELECT status, finished_at FROM biz_trades WHERE order_code = $1 ORDER BY seq DESC LIMIT 1`,
      [orderCode],
    );
    const detail = toDetail(row, orderNamesIn(ctx.products, localeOf(request)));
    const payStatus = (trade?.status ?? 'UNPAID') as chargeCall.ResponseData['payStatus'];
    return ok<chargeCall.ResponseData>({
      orderCode,
      applicationFormCode: detail.applicationFormCode,
      productCode: detail.productCode,
      status: detail.status,
      paid: row.paid_at !== null,
      totalPremium: detail.totalPremium,
      payStatus: payStatus === ('REFUNDED' as string) ? 'SUCCESS' : payStatus,
      payTime: detail.paidTime,
    });
  });

  await registerDrafts(app, ctx);
}
