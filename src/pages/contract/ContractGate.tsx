import type { ReactNode } from 'react';
import { Navigate } from '../../app/routing';
import type { ProductModel } from '../../../engine/model';
import { checkCommissionContract } from '../../../engine/rules/contract-gate';
import { commissionContractFor } from './signedContract';

/**
 * Insure and confirm of a contract-based product go on only with a commission contract signed for
 * it (the engine's rule, the same the gateway applies on submit); otherwise the buyer is sent to the
 * product's contract page — which says 未配置客户经理 when the product has no account manager.
 * Ordinary products pass straight through.
 */
export function ContractGate({ product, children }: { product: ProductModel; children: ReactNode }) {
  const check = checkCommissionContract(product.contractFlow, commissionContractFor(product.productCode));
  if (check.ok) return children;
  const search = new URLSearchParams({ productCode: product.productCode }).toString();
  return <Navigate replace to={`${check.contractPath}?${search}`} />;
}
