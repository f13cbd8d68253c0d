import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, ApiError, Codes } from '../../http/envelope';
import * as tokenCall from '../../../contract/edu-svc/getToken';
import * as pdfCall from '../../../contract/edu-svc/ePolicyPdf';
import type { BizContext } from '../../domain/gateway/context';
import { parseRequest } from '../../domain/gateway/input';
import { msg } from '../../domain/gateway/locale';
import { formatChinaTime } from '../../domain/gateway/time';
import { findOwned, type OrderRow } from '../../domain/orders/repository';
import { soldCover } from '../../domain/products/archive';
import { issuedStatuses, PolicyStatus } from '../../domain/lifecycle/statuses';
import { sweep } from '../../domain/lifecycle/sweeper';
import { EPolicyTokens, EPOLICY_TOKEN_TTL_SECONDS } from './epolicy-token';
import { renderEPolicy } from './epolicy-document';
import { EPolicyCache } from './epolicy-cache';

/** One cache per gateway (tests run several gateways in one process). */
const caches = new WeakMap<BizContext, EPolicyCache>();
function cacheOf(ctx: BizContext): EPolicyCache {
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = new EPolicyCache()));
  return cache;
}

/**
 * One issued policy of `userCode` (another user's, a deleted or an unissued one → not found), and
 * its e-policy PDF. Used by the download route and by mail/sendEmail.
 */
export async function ownedEPolicy(
  ctx: BizContext,
  request: FastifyRequest,
  userCode: string,
  policyNo: string,
  notFoundStatus: 200 | 404 = 200,
): Promise<{ row: OrderRow; pdf: Uint8Array }> {
  const { db, clock } = ctx.deps;
  await sweep(db, ctx.issuer, clock.now(), userCode);
  const row = await findOwned(db, userCode, 'policy_no', policyNo);
  // HTTP 200 for the app's calls (an HTTP 404 would clear its storage, spec §8); the PDF route, read by a viewer, says 404.
  if (!row || !(issuedStatuses as readonly string[]).includes(row.status))
    throw new ApiError(Codes.notFound, msg(request, 'gw.biz.policyNotFound'), notFoundStatus);
  const confirmed = (
    typeof row.confirmed_clauses === 'string' ? JSON.parse(row.confirmed_clauses) : row.confirmed_clauses
  ) as { displayNo?: number; resourceName?: string }[] | null;
  const surrender =
    row.status === PolicyStatus.surrender
      ? await db.one<{ endorse_no: string; created_at: Date }>(
          'SELECT endorse_no, created_at FROM biz_endorsements WHERE policy_no = $1 ORDER BY created_at DESC LIMIT 1',
          [policyNo],
        )
      : undefined;
  const sold = await soldCover(db, row);
  const pdf = await cacheOf(ctx).get(row, () =>
    renderEPolicy({
      cover: sold?.cover ?? [],
      surrender: surrender
        ? { endorseNo: surrender.endorse_no, at: new Date(surrender.created_at) }
        : undefined,
      row,
      // The insurer and cover of the version sold under; today's manifest only for an order older than the archive.
      insurerName: sold ? sold.insurerName : (ctx.products.get(row.product_code)?.insurers[0]?.name ?? ''),
      clauses: (confirmed ?? []).map((c) => `${c.displayNo ?? ''}. ${c.resourceName ?? ''}`),
    }),
  );
  return { row, pdf };
}

/**
 * edu-svc yj/api/getToken and the e-policy PDF it unlocks (docs/policy-lifecycle.md "E-policy").
 * getToken needs the login and both numbers of one of the caller's issued policies; the PDF route
 * needs only the token (a viewer outside the app has no headers) and checks ownership again.
 */
export async function registerEPolicy(app: FastifyInstance, ctx: BizContext): Promise<void> {
  const tokens = new EPolicyTokens(ctx.deps.config.secret, ctx.deps.clock);

  app.get(tokenCall.path, async (request) => {
    const user = await ctx.requireUser(request);
    const { appCode, policyNo } = parseRequest(tokenCall.request, request, 'query');
    await sweep(ctx.deps.db, ctx.issuer, ctx.deps.clock.now(), user.userCode);
    const row = await findOwned(ctx.deps.db, user.userCode, 'policy_no', policyNo);
    // A known policy under another application form reads as not found too: nothing is confirmed to a guesser.
    if (!row || row.application_form_code !== appCode)
      throw new ApiError(Codes.notFound, msg(request, 'gw.biz.policyNotFound'));
    if (!(issuedStatuses as readonly string[]).includes(row.status))
      throw new ApiError(Codes.conflict, msg(request, 'gw.biz.ePolicyNotIssued'));
    const { token, expiresAt } = await tokens.issue({ userCode: user.userCode, policyNo, appCode });
    return ok<tokenCall.ResponseData>({
      token,
      expiresIn: EPOLICY_TOKEN_TTL_SECONDS,
      expireTime: formatChinaTime(expiresAt),
      url: pdfCall.urlFor(token),
    });
  });

  app.get(pdfCall.path, async (request, reply) => {
    const { token } = parseRequest(pdfCall.request, request, 'query');
    const claims = await tokens.verify(token);
    if (!claims) throw new ApiError(Codes.forbidden, msg(request, 'gw.biz.ePolicyLinkExpired'), 403);
    const { row, pdf } = await ownedEPolicy(ctx, request, claims.userCode, claims.policyNo, 404);
    if (row.application_form_code !== claims.appCode)
      throw new ApiError(Codes.notFound, msg(request, 'gw.biz.policyNotFound'), 404);
    return reply
      .type('application/pdf')
      .header('cache-control', 'private, no-store')
      .header('referrer-policy', 'no-referrer')
      .header(
        'content-disposition',
        `inline; filename="${(row.policy_no ?? 'e-policy').replace(/[^\w-]/g, '_')}.pdf"`,
      )
      .send(Buffer.from(pdf));
  });
}
