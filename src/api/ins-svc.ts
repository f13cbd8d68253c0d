import * as searchAppDetailPro from '../../contract/ins-svc/searchAppDetailPro';
import { appCall } from './instance';

/** The ins-svc calls of the app, by name: each bound to its contract (method, path, request and reply). */
export const insSvc = {
  /** One order by application form code (/insureDetail). */
  searchAppDetailPro: appCall(searchAppDetailPro, 'shell.api.name.orderDetail'),
};
