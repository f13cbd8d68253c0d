import { clearSignedContract, commissionContractFor, readSignedContract } from './signedContract';
import { eduSvc } from '../../api/edu-svc';

/**
 * The purchase side of the contract-based flow (used by the confirm page): the order sent on submit
 * carries the commission-contract fields of the contract signed for its product (spec §3), and once
 * the order exists the contract is related to it (jzq/api/relate). Products without a signed
 * contract pass through unchanged.
 */
export function withCommissionContract<P extends { applicationForms: { productCode: string } }>(
  payload: P,
): P {
  const fields = commissionContractFor(payload.applicationForms.productCode);
  return fields ? { ...payload, applicationForms: { ...payload.applicationForms, ...fields } } : payload;
}

/** Relates the signed contract to the new order; a failure is shown by the client and leaves the contract to relate later. */
export async function relateSignedContract(
  productCode: string,
  order: { orderCode: string; startDate: string; endDate: string },
): Promise<void> {
  const signed = readSignedContract(productCode);
  if (!signed) return;
  try {
    await eduSvc.jzqRelate({
      contractNo: signed.contractNo,
      orderCode: order.orderCode,
      startDate: order.startDate.slice(0, 10),
      endDate: order.endDate.slice(0, 10),
    });
    clearSignedContract(productCode);
  } catch {
    // The toast has said why; the order stands and the contract stays stored for another try.
  }
}
