import { z } from 'zod';
import { envelope } from '../envelope';

/**
 * The account of the logged-in user (spec §7 "GET api/v1/queryUserInfo?userCode&sysCode"): the
 * stored user fields of §3 without the tokens. Another user's code → code 4040 (not found).
 */
export const method = 'GET';
export const path = '/user-svc/api/v1/queryUserInfo';
export const request = z.object({ userCode: z.string().min(1), sysCode: z.string().optional() });
export const accountInfo = z.object({
  userCode: z.string(),
  userId: z.string(),
  userName: z.string(),
  phone: z.string(),
  loginAccount: z.string(),
  isStaff: z.boolean(),
  actualName: z.string().nullable(),
  identityVerified: z.boolean(),
  branchName: z.string().nullable(),
  branchCode: z.string().nullable(),
  schanelCode: z.string().nullable(),
  managerUserCode: z.string().nullable(),
  managerName: z.string().nullable(),
  staffName: z.string().nullable(),
  licenseNumber: z.string().nullable(),
});
export const response = envelope(accountInfo);
export type AccountInfo = z.infer<typeof accountInfo>;
