import type { FastifyInstance } from 'fastify';
import { ok, ApiError, Codes } from '../../http/envelope';
import * as manager from '../../../contract/edu-svc/queryContractManagerUser';
import * as site from '../../../contract/edu-svc/contractSite';
import * as logged from '../../../contract/edu-svc/contractLogged';
import type { BizContext } from '../../domain/gateway/context';
import { parseRequest } from '../../domain/gateway/input';
import { msg } from '../../domain/gateway/locale';
import { formatChinaTime } from '../../domain/gateway/time';
import { maskId } from '../../../engine/validators';
import { accountManagerOf, productOr404 } from './contract-manager';
import { listItem, type AgreementRow } from './agreements';

/**
 * What the contract page reads before signing: the account manager (manifest data, spec §6), the
 * signing site of the product, and whether the caller has signed already (api/logged/{a}/{b}).
 */
export async function registerContractSite(app: FastifyInstance, ctx: BizContext): Promise<void> {
  const { db } = ctx.deps;

  app.get(manager.path, async (request) => {
    const { productCode } = parseRequest(manager.request, request, 'query');
    const product = productOr404(ctx, request, productCode);
    const found = await accountManagerOf(ctx, product);
    if (!found) return ok<manager.ResponseData>(null, msg(request, 'gw.biz.managerMissing'));
    return ok<manager.ResponseData>(found);
  });

  app.get(site.path, async (request) => {
    const { productCode } = parseRequest(site.request, request, 'query');
    const product = productOr404(ctx, request, productCode);
    if (!product.contractFlow)
      throw new ApiError(Codes.badInput, msg(request, 'gw.biz.noContractFlow', { productCode }), 400);
    const found = await accountManagerOf(ctx, product);
    return ok<site.ResponseData>(
      {
        productCode: product.productCode,
        productName: product.productName,
        contractPath: product.contractFlow.contractPath,
        provider: ctx.esign.name,
        manager: found ? { managerUserCode: found.managerUserCode, managerName: found.managerName } : null,
        terms: product.clauses.map((c) => `${c.displayNo}. ${c.resourceName}`),
      },
      found ? undefined : msg(request, 'gw.biz.managerMissing'),
    );
  });

  app.get(logged.path, async (request) => {
    const user = await ctx.requireUser(request);
    const { productCode, userCode } = parseRequest(logged.params, request, 'params');
    // Owner only: asking about someone else answers as if there were nothing to find.
    if (userCode !== user.userCode)
      throw new ApiError(Codes.notFound, msg(request, 'gw.biz.agreementNotFound'), 404);
    productOr404(ctx, request, productCode);
    const row = await db.one<Omit<AgreementRow, 'pdf'>>(
      'SELECT contract_no, user_name, product_code, order_code, sign_time, start_date, end_date, bailor_id_no FROM biz_agreements WHERE user_code = $1 AND product_code = $2 ORDER BY sign_time DESC LIMIT 1',
      [user.userCode, productCode],
    );
    const day = (d: Date | null) => (d ? formatChinaTime(new Date(d)).slice(0, 10) : null);
    return ok<logged.ResponseData>({
      signed: row
        ? {
            ...listItem(row),
            bailorName: row.user_name,
            bailorIdNo: row.bailor_id_no ? maskId(row.bailor_id_no) : '',
            contractStart: day(row.start_date),
            contractEnd: day(row.end_date),
          }
        : null,
    });
  });
}
