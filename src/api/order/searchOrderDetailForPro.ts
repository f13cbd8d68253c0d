import * as contract from '../../../contract/order/searchOrderDetailForPro';
import { appCall } from '../instance';

/** One order with its application form (policy status pages). */
export const searchOrderDetailForPro = appCall(contract, 'shell.api.name.policyDetail');
