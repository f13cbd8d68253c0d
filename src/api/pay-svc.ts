import * as jdOrder from '../../contract/pay-svc/jdOrder';
import { appCall } from './instance';

/** The pay-svc calls of the app, by name: each bound to its contract (method, path, request and reply). */
export const paySvc = {
  /** The e-commerce channel trade of an order (/paySuccessJD); call with { path: pathFor(orderCode) }. */
  jdOrder: appCall(jdOrder, 'shell.api.name.orderDetail'),
};
