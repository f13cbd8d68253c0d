import * as payOrderWeixin from '../../contract/ins-order/payOrderWeixin';
import { appCall } from './instance';

/** The ins-order calls of the app, by name: each bound to its contract (method, path, request and reply). */
export const insOrder = {
  /** Starts payment of an order; order calls carry a fresh X-RESUB-TOKEN. */
  payOrderWeixin: appCall(payOrderWeixin, 'shell.api.name.generic', { resubToken: true }),
};
