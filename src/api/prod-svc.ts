import * as calpremiums from '../../contract/prod-svc/calpremiums';
import * as productDetailSvc from '../../contract/prod-svc/productDetailSvc';
import * as productEduList from '../../contract/prod-svc/productEduList';
import * as productStatus from '../../contract/prod-svc/productStatus';
import { appCall } from './instance';

/** The prod-svc calls of the app, by name: each bound to its contract (method, path, request and reply). */
export const prodSvc = {
  /** Premium calculation (the insure screen recalculates on every change). */
  calpremiums: appCall(calpremiums, 'shell.api.name.generic'),
  /** A product's configuration (its insurers for /insureCompanies); detail pages get no token refresh (spec §9). */
  productDetailSvc: appCall(productDetailSvc, 'shell.api.name.insurers', { skipRefresh: true }),
  /** The product catalogue; no token refresh for the product list (spec §9). */
  productEduList: appCall(productEduList, 'shell.api.name.products', { skipRefresh: true }),
  /** Is the product on sale at the gateway now (a manifest that failed its checks there is switched off)? */
  productStatus: appCall(productStatus, 'shell.api.name.productStatus', { skipRefresh: true }),
};
