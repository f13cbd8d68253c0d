import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { policyStatus } from './shapes';

/** The payment state of an order (read by /payoff and /paySuccess). */
export const method = 'POST';
export const path = '/order/searchOrderCharge';
export const request = z.object({ orderCode: z.string().check(z.minLength(1)) });
export const responseData = z.object({
  orderCode: z.string(),
  applicationFormCode: z.string(),
  productCode: z.string(),
  status: policyStatus,
  paid: z.boolean(),
  totalPremium: z.number(),
  payStatus: z.enum(['UNPAID', 'WAITING', 'SUCCESS', 'FAILED', 'CANCELLED']),
  payTime: z.nullable(z.string()),
});
export const response = envelope(responseData);
export type Request = z.infer<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
