import type { FastifyInstance } from 'fastify';
import { ok, ApiError, Codes } from '../../http/envelope';
import * as detailCall from '../../../contract/pol-svc/queryLiabilityPolDetail';
import * as endorseCall from '../../../contract/pol-svc/submitEndors';
import { send, type BizContext } from '../../domain/gateway/context';
import { parseRequest } from '../../domain/gateway/input';
import { localeOf, msg } from '../../domain/gateway/locale';
import { businessNo } from '../../domain/gateway/codes';
import { formatChinaTime } from '../../domain/gateway/time';
import { toDetail } from '../../domain/orders/repository';
import { orderNamesIn } from '../../domain/products/names';
import { ownedOrder } from '../owned-order';
import { applyEvent } from '../../domain/lifecycle/sweeper';
import { withResub } from '../order/resub';

/** pol-svc: issued policy detail by policy number, and endorsement (surrender). */
export async function registerPolSvc(app: FastifyInstance, ctx: BizContext): Promise<void> {
  const { db, clock } = ctx.deps;

  app.get(detailCall.path, async (request) => {
    const user = await ctx.requireUser(request);
    const { policyNo } = parseRequest(detailCall.request, request, 'query');
    const row = await ownedOrder(ctx, request, user.userCode, 'policy_no', policyNo);
    const endorsements = await db.query<{
      endorse_no: string;
      kind: string;
      reason: string;
      created_at: Date;
    }>(
      'SELECT endorse_no, kind, reason, created_at FROM biz_endorsements WHERE policy_no = $1 ORDER BY created_at',
      [policyNo],
    );
    return ok<detailCall.ResponseData>({
      ...toDetail(row, orderNamesIn(ctx.products, localeOf(request))),
      endorsements: endorsements.map((e) => ({
        endorseNo: e.endorse_no,
        kind: e.kind,
        reason: e.reason,
        createTime: formatChinaTime(new Date(e.created_at)),
      })),
    });
  });

  app.post(endorseCall.path, async (request, reply) => {
    const user = await ctx.requireUser(request);
    const body = parseRequest(endorseCall.request, request, 'body');
    const answer = await withResub(
      ctx,
      request,
      user.userCode,
      'pol-svc/endorsement/v2/submitEndors',
      async () => {
        const now = clock.now();
        const row = await ownedOrder(ctx, request, user.userCode, 'policy_no', body.policyNo, now);
        const result = await applyEvent(db, row.order_code, 'surrender', now);
        if (!result.ok)
          throw new ApiError(
            Codes.conflict,
            msg(request, 'gw.biz.statusForbids', { status: row.status }),
            409,
          );
        const endorseNo = businessNo('EN', now);
        await db.query(
          'INSERT INTO biz_endorsements (endorse_no, policy_no, user_code, kind, reason, created_at) VALUES ($1,$2,$3,$4,$5,$6)',
          [endorseNo, body.policyNo, user.userCode, body.endorType, body.reason, now],
        );
        return ok<endorseCall.ResponseData>(
          { endorseNo, policyNo: body.policyNo, status: result.to },
          msg(request, 'gw.biz.surrendered'),
        );
      },
    );
    return send(reply, answer);
  });
}
