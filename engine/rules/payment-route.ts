/**
 * Where the app goes after a successful submit (spec §4 payment routing): no premium → /paySuccess;
 * pay-url redirect; external pay URL (payment type 4); default messaging-app OAuth → /payoff. The
 * optional notice (e.g. pay within 7 days in the local fee system) rides along; a notice whose
 * `afterConfirm` is `showOrder` means the premium is paid outside the app, so no cashier opens.
 */
import type { ResponseData as SubmitAnswer } from '../../contract/order/submitOrderV2';
import type { PaymentRoute, ProductModel } from '../model';

/** The pay-URL lookup is retried up to 3 times before a retry dialog (spec §4). */
export const PAY_URL_MAX_LOOKUPS = 3;

/** What submitOrder v2 answered that the payment route reads (its contract is the one description). */
export type SubmittedOrder = Pick<SubmitAnswer, 'orderCode' | 'applicationFormCode' | 'totalPremium'>;

export function paymentRoute(model: ProductModel, order: SubmittedOrder): PaymentRoute {
  const notice = model.payment.notice ? { notice: model.payment.notice } : {};
  if (!model.collectsPremium || model.payment.mode === 'none' || order.totalPremium <= 0) {
    return {
      kind: 'paySuccess',
      route: 'paySuccess',
      query: {
        orderCode: order.orderCode,
        productCode: model.productCode,
        applicationFormCode: order.applicationFormCode,
      },
    };
  }
  if (model.payment.notice?.afterConfirm === 'showOrder') {
    return {
      kind: 'payElsewhere',
      route: 'paySuccess',
      query: {
        orderCode: order.orderCode,
        productCode: model.productCode,
        applicationFormCode: order.applicationFormCode,
      },
      notice: model.payment.notice,
    };
  }
  switch (model.payment.mode) {
    case 'payUrl':
      return {
        kind: 'payUrl',
        appCode: order.applicationFormCode,
        maxLookups: PAY_URL_MAX_LOOKUPS,
        ...notice,
      };
    case 'external':
      return {
        kind: 'external',
        payType: 4,
        appCode: order.applicationFormCode,
        maxLookups: PAY_URL_MAX_LOOKUPS,
        ...notice,
      };
    case 'oauth':
      return { kind: 'oauth', route: 'payoff', query: { productCode: model.productCode }, ...notice };
  }
}
