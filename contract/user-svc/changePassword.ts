import { z } from 'zod/mini';
import { envelope } from '../envelope';

/** Password change (spec §3: loginAccount, newPwd, oldPwd, secondPwd, userCode). */
export const method = 'POST';
export const path = '/user-svc/api/v1/changePassword';
export const request = z.object({
  loginAccount: z.string().check(z.minLength(1)),
  newPwd: z.string().check(z.minLength(8), z.maxLength(16)),
  oldPwd: z.string().check(z.minLength(1)),
  secondPwd: z.string().check(z.minLength(8), z.maxLength(16)),
  userCode: z.string().check(z.minLength(1)),
});
export const response = envelope(z.unknown());
export type Request = z.infer<typeof request>;
