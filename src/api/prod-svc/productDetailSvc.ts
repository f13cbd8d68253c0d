import * as contract from '../../../contract/prod-svc/productDetailSvc';
import { appCall } from '../instance';

/** A product's configuration (its insurers for /insureCompanies); detail pages get no token refresh (spec §9). */
export const productDetailSvc = appCall(contract, 'shell.api.name.insurers', { skipRefresh: true });
