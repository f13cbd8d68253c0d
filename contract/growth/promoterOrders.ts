import { z } from 'zod';
import { envelope } from '../envelope';
import { paged, pageRequest, policySummary } from '../order/shapes';

/**
 * Staff only: orders attributed to the promoter, newest first, paged. `valid` = paid and issued or
 * waiting to issue (statuses 03, 05, 06, 07); `renewable` = in force or expired (06, 07); `all` = every status. One customer's with customerUserCode.
 */
export const method = 'POST';
export const path = '/growth/promoter/orders';
export const request = z.object({
  kind: z.enum(['valid', 'renewable', 'all']).default('valid'),
  customerUserCode: z.string().max(64).optional(),
  ...pageRequest,
});
export const item = policySummary.extend({
  customerUserCode: z.string(),
  reward: z.number(),
  paidTime: z.string().nullable(),
});
export const responseData = paged(item);
export const response = envelope(responseData);
export type Request = z.input<typeof request>;
export type Item = z.infer<typeof item>;
export type ResponseData = z.infer<typeof responseData>;
