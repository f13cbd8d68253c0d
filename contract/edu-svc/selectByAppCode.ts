import { z } from 'zod/mini';
import { envelope } from '../envelope';

/** The payout record of an application form of the user (what savePayOut saved: spec §5's fields). */
export const method = 'GET';
export const path = '/edu-svc/pay/out/selectByAppCode';
export const request = z.object({ appCode: z.string().check(z.minLength(1)) });
export const responseData = z.object({
  appCode: z.string(),
  record: z.object({ appCode: z.string(), payOutStartTime: z.string() }),
  createTime: z.string(),
});
export const response = envelope(responseData);
export type Request = z.infer<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
