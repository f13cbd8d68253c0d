import type { Db } from '../../db/types';
import { ApiError, Codes } from '../../http/envelope';
import type { MessageKey } from '../../../engine/messages';
import type { Locale } from '../../../engine/messages';
import type { ApplicationForm } from '../../../contract/order/shapes';
import { checkCommissionContract, type ContractFlowSpec } from '../../../engine/rules/contract-gate';
import type { ProductFacts } from '../products/port';
import { formatChinaDate } from '../gateway/time';

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** The manifest's contractFlow as the engine reads it, from the gateway's product facts. */
export function contractFlowSpec(product: ProductFacts): ContractFlowSpec {
  const flow = product.contractFlow;
  if (!flow) return undefined;
  const manager = flow.accountManagerEmployeeNum
    ? { accountManager: { employeeNum: flow.accountManagerEmployeeNum } }
    : {};
  return { enabled: true, contractPath: flow.contractPath, ...manager };
}

/**
 * submitOrder v2 for a contract-based product (docs/contract-flow.md): the engine's rule says whether
 * a signed commission contract is needed and which of its fields the form lacks (400 naming them;
 * 未配置客户经理 when the product has no manager); the contract named must then be one the caller
 * signed for this product and must not have ended. Ordinary products pass without a query.
 */
export async function requireSignedContract(
  db: Db,
  product: ProductFacts,
  input: { userCode: string; form: ApplicationForm; now: Date; locale: Locale },
  t: Translate,
): Promise<void> {
  const form: Record<string, unknown> = input.form;
  const check = checkCommissionContract(contractFlowSpec(product), form, input.locale);
  if (!check.ok && check.reason === 'noManager')
    throw new ApiError(Codes.badInput, t('gw.biz.managerMissing'), 400);
  if (!check.ok)
    throw new ApiError(
      Codes.badInput,
      t('engine.contract.required', { fields: check.missing.join(', ') }),
      400,
    );
  if (!product.contractFlow) return;
  const contractNo = String(form.commissionContractNo);
  const row = await db.one<{ product_code: string; end_date: Date | null }>(
    'SELECT product_code, end_date FROM biz_agreements WHERE contract_no = $1 AND user_code = $2',
    [contractNo, input.userCode],
  );
  if (!row || row.product_code !== product.productCode) {
    throw new ApiError(
      Codes.badInput,
      t('gw.biz.contractNotSigned', { field: 'commissionContractNo', contractNo }),
      400,
    );
  }
  const end = row.end_date ? formatChinaDate(new Date(row.end_date)) : '';
  if (end && end < formatChinaDate(input.now)) {
    throw new ApiError(
      Codes.badInput,
      t('gw.biz.contractEnded', { field: 'commissionContractNo', contractNo, end }),
      400,
    );
  }
}
