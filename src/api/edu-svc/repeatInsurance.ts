import * as contract from '../../../contract/edu-svc/repeatInsurance';
import { appCall } from '../instance';

/** Duplicate-insurance check per insured. */
export const repeatInsurance = appCall(contract, 'shell.api.name.generic');
