import { useSearchParams } from '../../app/routing';
import type { ProductModel } from '../../../engine';
import { appNavigate } from '../../app/navigation';
import { getHref } from '../../../engine/routes/table';
import { AsyncView } from '../../ui/AsyncView';
import { ContractFlowView } from './ContractFlowView';
import { useContractSite } from './useContractSite';

/** Where buying goes once the contract is signed: the product's ordinary insure page. */
const insureHref = (product: ProductModel) =>
  getHref(product.kind === 'configurable' ? 'newProductInsure' : 'insure', {
    productCode: product.productCode,
  });

/**
 * /lanshanContract, /jiningOfflineContract, /xuZhouOfflineSign (?productCode=): the contract-based
 * flow of spec §6 — no account manager: 未配置客户经理; else the manager, the terms, the
 * commission contract form (certificate upload, e-signature), then on to buying. One page for
 * every contract product: what differs is the manifest's contractFlow. The insure and confirm
 * pages send a buyer here while no contract is signed (ContractGate).
 */
export default function ContractFlowPage() {
  const [query] = useSearchParams();
  const productCode = query.get('productCode') ?? '';
  const state = useContractSite(productCode);
  return (
    <AsyncView state={state} onRetry={state.reload}>
      {(data) => <ContractFlowView state={data} onContinue={(product) => appNavigate(insureHref(product))} />}
    </AsyncView>
  );
}
