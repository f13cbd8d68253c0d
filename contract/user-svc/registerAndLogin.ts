import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { mobile, sessionUser, smsCode } from './shapes';

/** SMS-code login: logs in, registering the phone first when it is new. */
export const method = 'POST';
export const path = '/user-svc/api/v1/registerAndLogin';
export const request = z.object({
  phoneNum: mobile,
  smsVerificationCode: smsCode,
  channelNo: z._default(z.string(), 'edu'),
  userSourceType: z._default(z.string(), '22'),
  areaCode: z.optional(z.string()),
});
/** `newUser`: this login created the account (the app logs the privacy consent as a registration). */
export const response = envelope(z.extend(sessionUser, { newUser: z._default(z.boolean(), false) }));
export type Request = z.input<typeof request>;
