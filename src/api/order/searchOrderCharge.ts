import * as contract from '../../../contract/order/searchOrderCharge';
import { appCall } from '../instance';

/** The payment state of an order (/payoff, /paySuccess). */
export const searchOrderCharge = appCall(contract, 'shell.api.name.orderDetail');
