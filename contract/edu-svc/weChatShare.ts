import { z } from 'zod/mini';
import { envelope } from '../envelope';

/** The messaging share signature for a page URL (spec §3 share config: appid, timestamp, nonceStr, signature). */
export const method = 'POST';
export const path = '/edu-svc/weChat/weChatShare';
export const query = z.object({
  shareUrl: z
    .string()
    .check(z.maxLength(2000), z.regex(/^https?:\/\/[^\s]+$/, 'shareUrl must be an absolute http(s) URL')),
});
export const responseData = z.object({
  appid: z.string(),
  timestamp: z.number(),
  nonceStr: z.string(),
  signature: z.string(),
});
export const response = envelope(responseData);
export type ResponseData = z.infer<typeof responseData>;
