import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { mobile, sessionUser, smsCode } from './shapes';

/** Registration (spec §3 registration payload). */
export const method = 'POST';
export const path = '/user-svc/api/v1/appRegister';
export const request = z.object({
  areaCode: z._default(z.string(), ''),
  channelNo: z._default(z.string(), 'edu'),
  passWord: z.string().check(z.minLength(8), z.maxLength(16)),
  phoneNum: mobile,
  userSourceType: z._default(z.string(), '22'),
  smsVerificationCode: smsCode,
});
/** The new account is logged in: the app continues where the parent was going (spec §2 guard). */
export const response = envelope(sessionUser);
export type Request = z.input<typeof request>;
