import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { paged, pageRequest, policySummary } from '../order/shapes';

/** The user's applications not (yet) in force: to be paid, timed out, waiting to issue, issue failed, cancelled; paged. */
export const method = 'POST';
export const path = '/edu-svc/remote/ins/searchWxbAppList';
export const request = z.object({
  ...pageRequest,
});
export const responseData = paged(policySummary);
export const response = envelope(responseData);
export type Request = z.input<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
