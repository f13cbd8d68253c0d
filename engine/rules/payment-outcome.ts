/**
 * What the payment result page tells the buyer (issue 13): the order's state as the gateway reports
 * it, in the buyer's terms. A failed or cancelled cashier visit is its own outcome (支付失败 /
 * 已取消支付, with a retry), never a success; a free policy says so instead of asking for payment;
 * a premium collected outside the app (a city's education fee system) says where to pay.
 */
import type { ProductModel } from '../model';

export type PaymentOutcome =
  /** Paid online. */
  | 'paid'
  /** Nothing to pay (a free or school-paid policy): the order is taken as paid at submission. */
  | 'free'
  /** Not yet paid; the cashier can be opened. */
  | 'unpaid'
  /** Back from the cashier before its answer reached the gateway: ask again shortly. */
  | 'confirming'
  | 'failed'
  | 'cancelled'
  /** To be paid outside the app (the manifest's notice says where); no cashier. */
  | 'payElsewhere'
  /** The order can no longer be paid (payment timeout or cancelled order). */
  | 'closed'
  /** Paid, but the insurer refused the policy (出单失败): the money is refunded. */
  | 'issueFailed';

export interface PaymentFacts {
  /** Policy status code (docs/policy-lifecycle.md). */
  status: string;
  paid: boolean;
  totalPremium: number;
  /** The latest trade's status (searchOrderCharge payStatus). */
  payStatus: 'UNPAID' | 'WAITING' | 'SUCCESS' | 'FAILED' | 'CANCELLED';
  /** The buyer has just come back from the cashier (its return link carries the trade number). */
  backFromCashier: boolean;
}

export function paymentOutcome(
  product: Pick<ProductModel, 'collectsPremium' | 'payment'> | undefined,
  facts: PaymentFacts,
): PaymentOutcome {
  if (facts.status === '04') return 'issueFailed';
  if (facts.paid) return product?.collectsPremium === false || facts.totalPremium <= 0 ? 'free' : 'paid';
  if (facts.status === '02' || facts.status === '09') return 'closed';
  if (product?.payment.notice?.afterConfirm === 'showOrder') return 'payElsewhere';
  if (facts.payStatus === 'FAILED') return 'failed';
  if (facts.payStatus === 'CANCELLED') return 'cancelled';
  if (facts.payStatus === 'WAITING' && facts.backFromCashier) return 'confirming';
  return 'unpaid';
}

/** Outcomes whose page offers to pay (again). */
export const PAYABLE_OUTCOMES: readonly PaymentOutcome[] = ['unpaid', 'failed', 'cancelled'];
