import type { FastifyRequest } from 'fastify';
import type { BizContext } from '../../domain/gateway/context';
import { msg } from '../../domain/gateway/locale';
import type { Db } from '../../db/types';
import {
  oncePerToken,
  oncePerTokenAtomic,
  type IdempotencyTexts,
  type TokenUse,
} from '../../domain/orders/idempotency';

/** The header carrying the one-time resubmission token (spec §7). */
export const RESUB_HEADER = 'x-resub-token';

/** The request's token use and the answers' words in the caller's language, for the idempotency store. */
function tokenUse(
  ctx: BizContext,
  request: FastifyRequest,
  userCode: string,
  scope: string,
): { use: TokenUse; texts: IdempotencyTexts } {
  const header = request.headers[RESUB_HEADER];
  return {
    use: {
      token: Array.isArray(header) ? header[0] : header,
      userCode,
      scope,
      body: request.body,
      now: ctx.deps.clock.now(),
    },
    texts: {
      missing: msg(request, 'gw.biz.resubMissing'),
      reused: msg(request, 'gw.biz.resubReused'),
      inProgress: msg(request, 'gw.biz.resubInProgress'),
    },
  };
}

/** Runs a state-changing order call once per X-RESUB-TOKEN (retries replay the first answer). */
export async function withResub(
  ctx: BizContext,
  request: FastifyRequest,
  userCode: string,
  scope: string,
  handle: () => Promise<unknown>,
): Promise<{ httpStatus: number; body: unknown }> {
  const { use, texts } = tokenUse(ctx, request, userCode, scope);
  return oncePerToken(ctx.deps.db, ctx.resub, use, texts, async () => ({
    httpStatus: 200,
    body: await handle(),
  }));
}

/**
 * withResub for a call whose work is a few writes on the database (submitOrder v2): the token's
 * use, the writes and the stored answer commit together (oncePerTokenAtomic). `write` runs on the
 * transaction and must use only it.
 */
export async function withResubAtomic(
  ctx: BizContext,
  request: FastifyRequest,
  userCode: string,
  scope: string,
  write: (tx: Db) => Promise<unknown>,
): Promise<{ httpStatus: number; body: unknown }> {
  const { use, texts } = tokenUse(ctx, request, userCode, scope);
  return oncePerTokenAtomic(ctx.deps.db, ctx.resub, use, texts, async (tx) => ({
    httpStatus: 200,
    body: await write(tx),
  }));
}
