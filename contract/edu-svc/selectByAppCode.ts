import { z } from 'zod/mini';
import { envelope } from '../envelope';

/** The payout record of an application form of the user. */
export const method = 'GET';
export const path = '/edu-svc/pay/out/selectByAppCode';
export const request = z.object({ appCode: z.string().check(z.minLength(1)) });
export const responseData = z.object({
  appCode: z.string(),
  record: z.record(z.string(), z.unknown()),
  createTime: z.string(),
});
export const response = envelope(responseData);
export type Request = z.infer<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
