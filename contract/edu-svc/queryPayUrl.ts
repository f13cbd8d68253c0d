import { z } from 'zod/mini';
import { envelope } from '../envelope';

/** The pay URL of an application form (pay-url redirect products). */
export const method = 'GET';
export const path = '/edu-svc/payUrl/queryPayUrl';
export const request = z.object({ appCode: z.string().check(z.minLength(1)) });
export const responseData = z.object({ payUrl: z.string(), tradeNo: z.string() });
export const response = envelope(responseData);
export type Request = z.infer<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
