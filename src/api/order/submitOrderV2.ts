import * as contract from '../../../contract/order/submitOrderV2';
import { appCall } from '../instance';

/** Submits the order (fresh X-RESUB-TOKEN per the contract). */
export const submitOrderV2 = appCall(contract, 'shell.api.name.generic');
