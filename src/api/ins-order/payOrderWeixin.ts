import * as contract from '../../../contract/ins-order/payOrderWeixin';
import { appCall } from '../instance';

/** Starts payment of an order; order calls carry a fresh X-RESUB-TOKEN. */
export const payOrderWeixin = appCall(contract, 'shell.api.name.generic', { resubToken: true });
