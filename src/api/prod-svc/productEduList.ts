import * as contract from '../../../contract/prod-svc/productEduList';
import { appCall } from '../instance';

/** The product catalogue; no token refresh for the product list (spec §9). */
export const productEduList = appCall(contract, 'shell.api.name.products', { skipRefresh: true });
