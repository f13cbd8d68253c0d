import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { paged, pageRequest, policySummary } from '../order/shapes';

/**
 * Staff only: orders attributed to the promoter, newest first, paged. `valid` = paid and issued or
 * waiting to issue (statuses 03, 05, 06, 07); `renewable` = in force or expired (06, 07); `all` = every status. One customer's with customerUserCode.
 */
export const method = 'POST';
export const path = '/growth/promoter/orders';
export const request = z.object({
  kind: z._default(z.enum(['valid', 'renewable', 'all']), 'valid'),
  customerUserCode: z.optional(z.string().check(z.maxLength(64))),
  ...pageRequest,
});
export const item = z.extend(policySummary, {
  customerUserCode: z.string(),
  reward: z.number(),
  paidTime: z.nullable(z.string()),
});
export const responseData = paged(item);
export const response = envelope(responseData);
export type Request = z.input<typeof request>;
export type Item = z.infer<typeof item>;
export type ResponseData = z.infer<typeof responseData>;
