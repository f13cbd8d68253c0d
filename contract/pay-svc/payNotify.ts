import { z } from 'zod/mini';

/**
 * The payment provider's asynchronous notify to the gateway (sandbox provider: HMAC-SHA256 of the
 * canonical fields in header x-sandbox-signature). Answers plain text 'success' once handled.
 */
export const method = 'POST';
export const path = '/pay-svc/api/v1/notify/sandbox';
export const request = z.object({
  notifyId: z.string().check(z.minLength(1)),
  tradeNo: z.string().check(z.minLength(1)),
  orderCode: z.string().check(z.minLength(1)),
  amount: z.int().check(z.gte(0)),
  status: z.enum(['SUCCESS', 'FAILED', 'CANCELLED']),
  timestamp: z.int(),
});
export type Request = z.infer<typeof request>;
