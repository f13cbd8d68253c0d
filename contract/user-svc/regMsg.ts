import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { mobile } from './shapes';

/** Sends the SMS code for registration and password recovery; header imgcode = the captcha's time key. */
export const method = 'GET';
export const path = '/user-svc/api/v1.5/regMsg';
export const request = z.object({
  phoneNum: mobile,
  imageVerificationCode: z.string().check(z.minLength(1)),
});
export const response = envelope(z.unknown());
export type Request = z.infer<typeof request>;
