import { z } from 'zod';

/**
 * The payment provider's asynchronous notify to the gateway (sandbox provider: HMAC-SHA256 of the
 * canonical fields in header x-sandbox-signature). Answers plain text 'success' once handled.
 */
export const method = 'POST';
export const path = '/pay-svc/api/v1/notify/sandbox';
export const request = z.object({
  notifyId: z.string().min(1),
  tradeNo: z.string().min(1),
  orderCode: z.string().min(1),
  amount: z.number().int().min(0),
  status: z.enum(['SUCCESS', 'FAILED', 'CANCELLED']),
  timestamp: z.number().int(),
});
export type Request = z.infer<typeof request>;
