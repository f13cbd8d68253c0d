import { z } from 'zod/mini';
import { envelope } from '../envelope';

/**
 * A short-lived download token for the e-policy of one of the caller's issued policies (spec §7
 * `GET yj/api/getToken (appCode, policyNo)`): both numbers must name the same policy of the caller.
 * `url` (without the gateway prefix, like contractUrl) serves the PDF to whoever holds the token until
 * `expireTime`, so a viewer without the app's headers (a messaging app's PDF viewer) can open it.
 */
export const method = 'GET';
export const path = '/edu-svc/yj/api/getToken';
export const request = z.object({
  appCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  policyNo: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
});
export const responseData = z.object({
  token: z.string(),
  /** Seconds the token stays valid. */
  expiresIn: z.int().check(z.positive()),
  expireTime: z.string(),
  url: z.string().check(z.startsWith('/edu-svc/')),
});
export const response = envelope(responseData);
export type Request = z.input<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
