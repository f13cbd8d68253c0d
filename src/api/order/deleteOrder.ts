import * as contract from '../../../contract/order/deleteOrder';
import { appCall } from '../instance';

/** Deletes a closed order; order calls carry a fresh X-RESUB-TOKEN. */
export const deleteOrder = appCall(contract, 'shell.api.name.deleteOrder', { resubToken: true });
