import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { paged, pageRequest, policySummary, policyStatus } from '../order/shapes';

/** The user's orders and policies, optionally of some statuses, newest first, paged. */
export const method = 'POST';
export const path = '/edu-svc/remote/ins/searchInsuranceList';
export const request = z.object({
  status: z.optional(z.union([policyStatus, z.array(policyStatus)])),
  ...pageRequest,
});
export const responseData = paged(policySummary);
export const response = envelope(responseData);
export type Request = z.input<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
