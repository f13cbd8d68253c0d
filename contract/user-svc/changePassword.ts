import { z } from 'zod';
import { envelope } from '../envelope';

/** Password change (spec §3: loginAccount, newPwd, oldPwd, secondPwd, userCode). */
export const method = 'POST';
export const path = '/user-svc/api/v1/changePassword';
export const request = z.object({
  loginAccount: z.string().min(1),
  newPwd: z.string().min(8).max(16),
  oldPwd: z.string().min(1),
  secondPwd: z.string().min(8).max(16),
  userCode: z.string().min(1),
});
export const response = envelope(z.unknown());
export type Request = z.infer<typeof request>;
