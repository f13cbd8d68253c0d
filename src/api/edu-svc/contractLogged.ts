import * as contract from '../../../contract/edu-svc/contractLogged';
import { appCall } from '../instance';

const call = appCall(contract, 'contract.api.logged');

/** api/logged/{productCode}/{userCode}: the caller's latest signed contract of a product, or null. */
export const contractLogged = (productCode: string, userCode: string) =>
  call(undefined, { path: contract.pathFor(productCode, userCode) });
