import { z } from 'zod';
import { envelope } from '../envelope';
import { mobile, smsCode } from './shapes';

/** Password recovery with an SMS code. */
export const method = 'POST';
export const path = '/user-svc/api/v1/pwdfind';
export const request = z.object({
  phoneNum: mobile,
  smsVerificationCode: smsCode,
  newPwd: z.string().min(8).max(16),
  secondPwd: z.string().min(8).max(16),
});
export const response = envelope(z.unknown());
export type Request = z.infer<typeof request>;
