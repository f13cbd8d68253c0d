import { z } from 'zod';
import { envelope } from '../envelope';

/** Links a signed contract to an order and its cover dates. */
export const method = 'POST';
export const path = '/edu-svc/jzq/api/relate';
export const request = z.object({
  contractNo: z.string().min(1),
  orderCode: z.string().min(1),
  startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}/),
  endDate: z.string().regex(/^\d{4}-\d{2}-\d{2}/),
});
export const response = envelope(z.object({ contractNo: z.string(), orderCode: z.string() }));
export type Request = z.infer<typeof request>;
