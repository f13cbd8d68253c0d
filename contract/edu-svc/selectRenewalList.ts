import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { paged, pageRequest, policySummary } from '../order/shapes';

/**
 * Policies that can be renewed: the user's in-force and overdue policies of products with a
 * renewal view; for staff, their customers' ones. Each item carries the renewal label.
 */
export const method = 'POST';
export const path = '/edu-svc/policy/v1/selectRenewalList';
export const request = z.object({
  ...pageRequest,
  scope: z._default(z.enum(['mine', 'customers']), 'mine'),
});
export const item = z.extend(policySummary, { renewalLabel: z.string() });
export const responseData = paged(item);
export const response = envelope(responseData);
export type Request = z.input<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
