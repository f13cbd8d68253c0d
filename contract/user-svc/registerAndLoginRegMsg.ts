import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { mobile } from './shapes';

/** Sends the SMS code for SMS-code login; header imgcode = the captcha's time key (spec §5 "Login SMS"). */
export const method = 'GET';
export const path = '/user-svc/api/v2/_bai/registerAndLogin/regMsg';
export const request = z.object({
  phoneNum: mobile,
  imageVerificationCode: z.string().check(z.minLength(1)),
});
export const response = envelope(z.unknown());
export type Request = z.infer<typeof request>;
