import { z } from 'zod/mini';
import { envelope } from '../envelope';

/** How many of the user's orders are in each status (every status code present, 0 when none). */
export const method = 'GET';
export const path = '/edu-svc/remote/ins/countAppNumByStatus';
export const responseData = z.object({
  counts: z.record(z.string(), z.number()),
  list: z.array(z.object({ status: z.string(), num: z.number() })),
});
export const response = envelope(responseData);
export type ResponseData = z.infer<typeof responseData>;
