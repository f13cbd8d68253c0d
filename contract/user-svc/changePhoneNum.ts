import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { mobile, smsCode } from './shapes';

/** Phone change (spec §3: newPhoneNum, oldPhoneNum, smsVerificationCode, userCode); the SMS goes to the new phone. */
export const method = 'POST';
export const path = '/user-svc/api/v1/changePhoneNum';
export const request = z.object({
  newPhoneNum: mobile,
  oldPhoneNum: z.string().check(z.minLength(1)),
  smsVerificationCode: smsCode,
  userCode: z.string().check(z.minLength(1)),
});
export const response = envelope(z.unknown());
export type Request = z.infer<typeof request>;
