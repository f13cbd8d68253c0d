import * as promoterCustomer from '../../contract/growth/promoterCustomer';
import * as promoterOrder from '../../contract/growth/promoterOrder';
import * as promoterOrders from '../../contract/growth/promoterOrders';
import * as promoterSummary from '../../contract/growth/promoterSummary';
import * as salesRecord from '../../contract/growth/salesRecord';
import * as salesRecordEvents from '../../contract/growth/salesRecordEvents';
import * as salesRecordList from '../../contract/growth/salesRecordList';
import { appCall } from './instance';

/** The growth-service calls of the app (promoters, sales records), by name: each bound to its contract. */
export const growthSvc = {
  /** One customer of the promoter. */
  promoterCustomer: appCall(promoterCustomer, 'shell.api.name.promoter'),
  /** One attributed order. */
  promoterOrder: appCall(promoterOrder, 'shell.api.name.policyDetail'),
  /** Orders attributed to the promoter. */
  promoterOrders: appCall(promoterOrders, 'shell.api.name.policyList'),
  /** The promoter's achievement totals. */
  promoterSummary: appCall(promoterSummary, 'shell.api.name.promoter'),
  /** One order's sales-process record. */
  salesRecord: appCall(salesRecord, 'shell.api.name.generic'),
  /** The recording events of an order. */
  salesRecordEvents: appCall(salesRecordEvents, 'shell.api.name.generic'),
  /** Staff sales-record list. */
  salesRecordList: appCall(salesRecordList, 'shell.api.name.generic'),
};
