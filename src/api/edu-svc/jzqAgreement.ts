import * as contract from '../../../contract/edu-svc/jzqAgreement';
import { appCall } from '../instance';

/** Signs the commission contract (sandbox e-signature). */
export const jzqAgreement = appCall(contract, 'contract.api.agreement');
