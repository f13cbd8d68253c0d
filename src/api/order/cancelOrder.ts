import * as contract from '../../../contract/order/cancelOrder';
import { appCall } from '../instance';

/** Cancels an unpaid order; order calls carry a fresh X-RESUB-TOKEN. */
export const cancelOrder = appCall(contract, 'shell.api.name.cancelOrder', { resubToken: true });
