import * as contract from '../../../contract/prod-svc/productStatus';
import { appCall } from '../instance';

/** Is the product on sale at the gateway now (a manifest that failed its checks there is switched off)? */
export const productStatus = appCall(contract, 'shell.api.name.productStatus', { skipRefresh: true });
