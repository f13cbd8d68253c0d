import type { FastifyRequest } from 'fastify';
import { ApiError, Codes } from '../http/envelope';
import type { BizContext } from '../domain/gateway/context';
import { msg } from '../domain/gateway/locale';
import { sweep } from '../domain/lifecycle/sweeper';
import { findOwned, type OrderKey, type OrderRow } from '../domain/orders/repository';

/**
 * The caller's own order, found by one of its codes, with every due status change applied first
 * (so a detail never shows a payment deadline that has passed). Someone else's order and a missing
 * one answer the same 404, named by what was asked for (policy or order).
 */
export async function ownedOrder(
  ctx: BizContext,
  request: FastifyRequest,
  userCode: string,
  key: OrderKey,
  value: string,
  now: Date = ctx.deps.clock.now(),
): Promise<OrderRow> {
  await sweep(ctx.deps.db, ctx.issuer, now, userCode);
  const row = await findOwned(ctx.deps.db, userCode, key, value);
  if (!row)
    throw new ApiError(
      Codes.notFound,
      msg(request, key === 'policy_no' ? 'gw.biz.policyNotFound' : 'gw.biz.orderNotFound'),
      404,
    );
  return row;
}
