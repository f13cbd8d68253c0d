import { commissionContractOf, type SignedContract } from '../../../engine/rules/contract-flow';
import type { CommissionContract } from '../../../engine/model/purchase';

/**
 * The contract signed on a contract page, kept for the purchase that follows (session storage: it
 * lives as long as the tab, like the purchase itself). The confirm step puts its commission-contract
 * fields on the order and relates the contract to the order once the order exists.
 */
const keyOf = (productCode: string) => `edu.contract.signed.${productCode}`;

function store(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function saveSignedContract(productCode: string, signed: SignedContract): void {
  store()?.setItem(keyOf(productCode), JSON.stringify(signed));
}

export function readSignedContract(productCode: string): SignedContract | undefined {
  const text = store()?.getItem(keyOf(productCode));
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<SignedContract>;
    return typeof value.contractNo === 'string' && typeof value.bailorIdNo === 'string'
      ? (value as SignedContract)
      : undefined;
  } catch {
    return undefined;
  }
}

export function clearSignedContract(productCode: string): void {
  store()?.removeItem(keyOf(productCode));
}

/** The commission-contract fields of the application form for a product, when a contract was signed for it. */
export function commissionContractFor(productCode: string): CommissionContract | undefined {
  const signed = readSignedContract(productCode);
  return signed ? commissionContractOf(signed) : undefined;
}
