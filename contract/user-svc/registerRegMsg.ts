import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { mobile } from './shapes';

/**
 * Sends an SMS code (spec §7 "GET api/v1/register/regMsg?phoneNum") — used for phone change
 * (to the new phone). Like every code, only after a valid image code: header `imgcode` = the
 * captcha key, `imageVerificationCode` = its characters.
 */
export const method = 'GET';
export const path = '/user-svc/api/v1/register/regMsg';
export const request = z.object({
  phoneNum: mobile,
  imageVerificationCode: z.string().check(z.minLength(1)),
});
export const response = envelope(z.null());
export type Request = z.infer<typeof request>;
