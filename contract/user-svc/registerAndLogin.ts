import { z } from 'zod';
import { envelope } from '../envelope';
import { mobile, sessionUser, smsCode } from './shapes';

/** SMS-code login: logs in, registering the phone first when it is new. */
export const method = 'POST';
export const path = '/user-svc/api/v1/registerAndLogin';
export const request = z.object({
  phoneNum: mobile,
  smsVerificationCode: smsCode,
  channelNo: z.string().default('edu'),
  userSourceType: z.string().default('22'),
  areaCode: z.string().optional(),
});
/** `newUser`: this login created the account (the app logs the privacy consent as a registration). */
export const response = envelope(sessionUser.extend({ newUser: z.boolean().default(false) }));
export type Request = z.input<typeof request>;
