import type { FastifyRequest } from 'fastify';
import type { BizContext } from '../../domain/gateway/context';
import type { ProductFacts } from '../../domain/products/port';
import { ApiError, Codes } from '../../http/envelope';
import { msg } from '../../domain/gateway/locale';

export interface AccountManager {
  managerUserCode: string;
  managerName: string;
  managerPhone: string;
}

/**
 * The account manager of a contract-based product: the staff member the manifest names by employee
 * number (contractFlow.accountManager). null when the product has no flow, names nobody, or names a
 * number no staff member has (a manifest that points at a departed employee shows 未配置客户经理 too).
 */
export async function accountManagerOf(
  ctx: BizContext,
  product: ProductFacts,
): Promise<AccountManager | null> {
  const employeeNum = product.contractFlow?.accountManagerEmployeeNum;
  if (!employeeNum) return null;
  const row = await ctx.deps.db.one<{
    user_code: string;
    staff_name: string | null;
    actual_name: string | null;
    phone: string;
  }>('SELECT user_code, staff_name, actual_name, phone FROM users WHERE employee_num = $1 AND is_staff', [
    employeeNum,
  ]);
  if (!row) return null;
  return {
    managerUserCode: row.user_code,
    managerName: row.staff_name ?? row.actual_name ?? '',
    managerPhone: row.phone,
  };
}

/** The product of a productCode, or 404 naming it. */
export function productOr404(ctx: BizContext, request: FastifyRequest, productCode: string): ProductFacts {
  const product = ctx.products.get(productCode);
  if (!product)
    throw new ApiError(Codes.notFound, msg(request, 'gw.biz.productUnknown', { productCode }), 404);
  return product;
}

/** A contract-based product with its account manager, or 400: no contract flow / 未配置客户经理. */
export async function contractProductOr400(
  ctx: BizContext,
  request: FastifyRequest,
  productCode: string,
): Promise<{ product: ProductFacts; manager: AccountManager }> {
  const product = productOr404(ctx, request, productCode);
  if (!product.contractFlow)
    throw new ApiError(Codes.badInput, msg(request, 'gw.biz.noContractFlow', { productCode }), 400);
  const manager = await accountManagerOf(ctx, product);
  if (!manager) throw new ApiError(Codes.badInput, msg(request, 'gw.biz.managerMissing'), 400);
  return { product, manager };
}
