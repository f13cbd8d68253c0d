import { contractFlowState, type ProductModel } from '../../../engine';
import type { ResponseData as Site } from '../../../contract/edu-svc/contractSite';
import type { ResponseData as Logged } from '../../../contract/edu-svc/contractLogged';
import { catalogue } from '../../products/catalogue';
import { session } from '../../state/user';
import { useAsync } from '../../ui/useAsync';
import { eduSvc } from '../../api/edu-svc';

export type ContractSiteState =
  | { kind: 'noProduct' }
  | { kind: 'noManager'; product: ProductModel }
  | {
      kind: 'ready';
      product: ProductModel;
      site: Site & { manager: NonNullable<Site['manager']> };
      signed: Logged['signed'];
    };

/**
 * What a contract page shows: the product (its manifest), whether it has an account manager (the
 * manifest says so first; the gateway confirms the staff member exists), and a contract the user
 * has signed already.
 */
export function useContractSite(productCode: string) {
  return useAsync(async (): Promise<ContractSiteState> => {
    if (!productCode || !(await catalogue.entry(productCode))) return { kind: 'noProduct' };
    const product = await catalogue.load(productCode);
    if (!product || contractFlowState(product) === 'none') return { kind: 'noProduct' };
    if (contractFlowState(product) === 'noManager') return { kind: 'noManager', product };
    const [site, logged] = await Promise.all([
      eduSvc.contractSite({ productCode }),
      eduSvc.contractLogged(productCode, session.read().userCode ?? ''),
    ]);
    const manager = site.data?.manager;
    if (!site.data || !manager) return { kind: 'noManager', product };
    return { kind: 'ready', product, site: { ...site.data, manager }, signed: logged.data?.signed ?? null };
  }, [productCode]);
}
