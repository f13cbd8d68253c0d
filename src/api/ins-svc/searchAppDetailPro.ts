import * as contract from '../../../contract/ins-svc/searchAppDetailPro';
import { appCall } from '../instance';

/** One order by application form code (/insureDetail). */
export const searchAppDetailPro = appCall(contract, 'shell.api.name.orderDetail');
