import * as cancelOrder from '../../contract/order/cancelOrder';
import * as deleteOrder from '../../contract/order/deleteOrder';
import * as deleteTempForm from '../../contract/order/deleteTempForm';
import * as saveTempFormV2 from '../../contract/order/saveTempFormV2';
import * as searchOrderCharge from '../../contract/order/searchOrderCharge';
import * as searchOrderDetailForPro from '../../contract/order/searchOrderDetailForPro';
import * as selectTempForm from '../../contract/order/selectTempForm';
import * as submitOrderV2 from '../../contract/order/submitOrderV2';
import { appCall } from './instance';

/** The order-service calls of the app, by name: each bound to its contract (method, path, request and reply). */
export const orderSvc = {
  /** Cancels an unpaid order; order calls carry a fresh X-RESUB-TOKEN. */
  cancelOrder: appCall(cancelOrder, 'shell.api.name.cancelOrder', { resubToken: true }),
  /** Deletes a closed order; order calls carry a fresh X-RESUB-TOKEN. */
  deleteOrder: appCall(deleteOrder, 'shell.api.name.deleteOrder', { resubToken: true }),
  /** Deletes a saved draft; call with { path: pathFor(serialNo) }. */
  deleteTempForm: appCall(deleteTempForm, 'shell.api.name.deleteDraft'),
  /** Saves a draft (save draft on the insure screen). */
  saveTempFormV2: appCall(saveTempFormV2, 'shell.api.name.drafts'),
  /** The payment state of an order (/payoff, /paySuccess). */
  searchOrderCharge: appCall(searchOrderCharge, 'shell.api.name.orderDetail'),
  /** One order with its application form (policy status pages). */
  searchOrderDetailForPro: appCall(searchOrderDetailForPro, 'shell.api.name.policyDetail'),
  /** The user's saved drafts (/zancunList). */
  selectTempForm: appCall(selectTempForm, 'shell.api.name.drafts'),
  /** Submits the order (fresh X-RESUB-TOKEN per the contract). */
  submitOrderV2: appCall(submitOrderV2, 'shell.api.name.generic'),
};
