import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { mobile, smsCode } from './shapes';

/** Password recovery with an SMS code. */
export const method = 'POST';
export const path = '/user-svc/api/v1/pwdfind';
export const request = z.object({
  phoneNum: mobile,
  smsVerificationCode: smsCode,
  newPwd: z.string().check(z.minLength(8), z.maxLength(16)),
  secondPwd: z.string().check(z.minLength(8), z.maxLength(16)),
});
export const response = envelope(z.unknown());
export type Request = z.infer<typeof request>;
