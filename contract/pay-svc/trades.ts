import { z } from 'zod/mini';
import { envelope } from '../envelope';

/** The payment trades of one of the user's orders, newest first (read by /payoff and /paySuccess). */
export const method = 'GET';
export const path = '/pay-svc/api/v1/trades';
export const request = z.object({ orderCode: z.string().check(z.minLength(1)) });
export const trade = z.object({
  tradeNo: z.string(),
  orderCode: z.string(),
  amount: z.number(),
  status: z.enum(['WAITING', 'SUCCESS', 'FAILED', 'CANCELLED', 'REFUNDED']),
  channel: z.string(),
  createTime: z.string(),
  finishTime: z.nullable(z.string()),
});
export const responseData = z.object({ list: z.array(trade) });
export const response = envelope(responseData);
export type Request = z.infer<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
