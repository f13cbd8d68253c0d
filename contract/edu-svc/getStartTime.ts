import { z } from 'zod/mini';
import { envelope } from '../envelope';

/** The earliest cover start date of a product (tomorrow 00:00:00 China time) and the latest one offered. */
export const method = 'GET';
export const path = '/edu-svc/risk/time/getStartTime';
export const request = z.object({ productCode: z.string().check(z.minLength(1)) });
export const responseData = z.object({
  productCode: z.string(),
  startTime: z.string(),
  latestStartTime: z.string(),
});
export const response = envelope(responseData);
export type Request = z.infer<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
