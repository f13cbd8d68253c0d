import { z } from 'zod/mini';
import { envelope } from '../envelope';

/** Rating statistics of a product: count (shown 999+ past 3 digits by the app), average and per-item averages. */
export const method = 'POST';
export const path = '/comment-svc/api/v1/_bai/statistics/product';
export const request = z.object({
  productCode: z.string().check(z.minLength(1)),
  commentNode: z.optional(z.enum(['00', '01'])),
});
export const responseData = z.object({
  productCode: z.string(),
  total: z.number(),
  score: z.number(),
  items: z.array(z.object({ code: z.string(), name: z.string(), score: z.number() })),
});
export const response = envelope(responseData);
export type Request = z.infer<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
