import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ok, ApiError, Codes } from '../../http/envelope';
import * as useCall from '../../../contract/edu-svc/useBenefits';
import type { BizContext } from '../../domain/gateway/context';
import { parseRequest } from '../../domain/gateway/input';
import { msg } from '../../domain/gateway/locale';
import { businessNo } from '../../domain/gateway/codes';
import { formatChinaTime } from '../../domain/gateway/time';
import { findOwned } from '../../domain/orders/repository';
import { PolicyStatus } from '../../domain/lifecycle/statuses';
import { sweep } from '../../domain/lifecycle/sweeper';

interface BenefitRow {
  benefit_code: string;
  name: string;
  provider: string;
  uses_per_policy: number;
  product_codes: string[] | string | null;
}

interface UseRow {
  use_no: string;
  policy_no: string;
  benefit_code: string;
  slot: number;
  voucher_code: string;
  used_at: Date;
}

/** A voucher the third party checks: 12 characters without look-alikes (no 0/O, 1/I). */
function voucher(): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  return Array.from(randomBytes(12), (b) => alphabet[b % alphabet.length]).join('');
}

/**
 * edu-svc thirdParty/api/useBenefits: one use of a value-added benefit of an in-force policy of the
 * caller. Only status 06 (guarantee) may use benefits; each benefit has a number of uses per policy.
 */
export async function registerBenefits(app: FastifyInstance, ctx: BizContext): Promise<void> {
  const { db, clock } = ctx.deps;

  const answer = (use: UseRow, benefit: BenefitRow, request: Parameters<typeof msg>[0]) =>
    ok<useCall.ResponseData>(
      {
        useNo: use.use_no,
        policyNo: use.policy_no,
        benefitCode: benefit.benefit_code,
        benefitName: benefit.name,
        provider: benefit.provider,
        voucherCode: use.voucher_code,
        usedTimes: use.slot,
        remainingTimes: benefit.uses_per_policy - use.slot,
        useTime: formatChinaTime(new Date(use.used_at)),
      },
      msg(request, 'gw.biz.benefitUsed'),
    );

  app.post(useCall.path, async (request) => {
    const user = await ctx.requireUser(request);
    const body = parseRequest(useCall.request, request, 'body');
    const benefit = await db.one<BenefitRow>('SELECT * FROM biz_benefits WHERE benefit_code = $1', [
      body.benefitCode,
    ]);
    if (!benefit)
      throw new ApiError(
        Codes.badInput,
        msg(request, 'gw.biz.benefitUnknown', { benefitCode: body.benefitCode }),
        400,
      );

    if (body.requestNo) {
      const earlier = await db.one<UseRow>(
        'SELECT * FROM biz_benefit_uses WHERE user_code = $1 AND request_no = $2',
        [user.userCode, body.requestNo],
      );
      if (earlier) return answer(earlier, benefit, request);
    }

    const now = clock.now();
    await sweep(db, ctx.issuer, now, user.userCode);
    const row = await findOwned(db, user.userCode, 'policy_no', body.policyNo);
    if (!row) throw new ApiError(Codes.notFound, msg(request, 'gw.biz.policyNotFound'));
    if (row.status !== PolicyStatus.guarantee)
      throw new ApiError(Codes.conflict, msg(request, 'gw.biz.statusForbids', { status: row.status }));
    const products =
      typeof benefit.product_codes === 'string'
        ? (JSON.parse(benefit.product_codes) as string[] | null)
        : benefit.product_codes;
    if (products && !products.includes(row.product_code))
      throw new ApiError(Codes.conflict, msg(request, 'gw.biz.benefitNotForProduct'));

    // Take the next free slot; a simultaneous use that took it first makes this insert a no-op, so look again.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const taken = await db.one<{ n: string | number }>(
        'SELECT count(*) AS n FROM biz_benefit_uses WHERE policy_no = $1 AND benefit_code = $2',
        [body.policyNo, body.benefitCode],
      );
      const slot = Number(taken?.n ?? 0) + 1;
      if (slot > benefit.uses_per_policy)
        throw new ApiError(Codes.conflict, msg(request, 'gw.biz.benefitUsedUp'));
      const inserted = await db.query<UseRow>(
        `INSERT INTO biz_benefit_uses (use_no, policy_no, benefit_code, slot, user_code, request_no, voucher_code, used_at)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8) ON CONFLICT DO NOTHING RETURNING *`,
        [
          businessNo('BU', now),
          body.policyNo,
          body.benefitCode,
          slot,
          user.userCode,
          body.requestNo ?? null,
          voucher(),
          now,
        ],
      );
      if (inserted[0]) return answer(inserted[0], benefit, request);
      if (body.requestNo) {
        const earlier = await db.one<UseRow>(
          'SELECT * FROM biz_benefit_uses WHERE user_code = $1 AND request_no = $2',
          [user.userCode, body.requestNo],
        );
        if (earlier) return answer(earlier, benefit, request);
      }
    }
    throw new ApiError(Codes.conflict, msg(request, 'gw.biz.benefitUsedUp'));
  });
}
