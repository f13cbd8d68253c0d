import * as contract from '../../../contract/pay-svc/jdOrder';
import { appCall } from '../instance';

/** The e-commerce channel trade of an order (/paySuccessJD); call with { path: pathFor(orderCode) }. */
export const jdOrder = appCall(contract, 'shell.api.name.orderDetail');
