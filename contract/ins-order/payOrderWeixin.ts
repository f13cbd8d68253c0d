import { z } from 'zod/mini';
import { envelope } from '../envelope';

/** Starts payment of an order: creates a trade and answers the cashier URL the buyer pays at. */
export const method = 'POST';
export const path = '/ins-order/orderPay/payOrder/edu/weixin';
export const request = z.object({
  orderCode: z.string().check(z.minLength(1)),
  openid: z.optional(z.string()),
  /** In-app path the cashier returns to (default /payoff). */
  returnPath: z.optional(z.string()),
});
export const responseData = z.object({
  tradeNo: z.string(),
  payUrl: z.string(),
  amount: z.number(),
  orderCode: z.string(),
});
export const response = envelope(responseData);
export type Request = z.infer<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
/** Needs header X-RESUB-TOKEN (a one-time token from idg-svc); a retry with the same token replays the first answer. */
export const resubToken = true;
