import type { FastifyRequest } from 'fastify';
import type { BizContext } from '../../domain/gateway/context';
import { msg } from '../../domain/gateway/locale';
import type { Db } from '../../db/types';
import { oncePerToken, oncePerTokenAtomic } from '../../domain/orders/idempotency';

/** The header carrying the one-time resubmission token (spec §7). */
export const RESUB_HEADER = 'x-resub-token';

/** Runs a state-changing order call once per X-RESUB-TOKEN (retries replay the first answer). */
export async function withResub(
  ctx: BizContext,
  request: FastifyRequest,
  userCode: string,
  scope: string,
  handle: () => Promise<unknown>,
): Promise<{ httpStatus: number; body: unknown }> {
  const header = request.headers[RESUB_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  const texts = {
    missing: msg(request, 'gw.biz.resubMissing'),
    reused: msg(request, 'gw.biz.resubReused'),
    inProgress: msg(request, 'gw.biz.resubInProgress'),
  };
  return oncePerToken(
    ctx.deps.db,
    ctx.resub,
    { token, userCode, scope, body: request.body, now: ctx.deps.clock.now() },
    texts,
    async () => ({
      httpStatus: 200,
      body: await handle(),
    }),
  );
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
  const header = request.headers[RESUB_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  const texts = {
    missing: msg(request, 'gw.biz.resubMissing'),
    reused: msg(request, 'gw.biz.resubReused'),
    inProgress: msg(request, 'gw.biz.resubInProgress'),
  };
  return oncePerTokenAtomic(
    ctx.deps.db,
    ctx.resub,
    { token, userCode, scope, body: request.body, now: ctx.deps.clock.now() },
    texts,
    async (tx) => ({
      httpStatus: 200,
      body: await write(tx),
    }),
  );
}
