import { z } from 'zod/mini';
import { envelope } from '../envelope';

/**
 * The account of the logged-in user (spec §7 "GET api/v1/queryUserInfo?userCode&sysCode"): the
 * stored user fields of §3 without the tokens. Another user's code → code 4040 (not found).
 */
export const method = 'GET';
export const path = '/user-svc/api/v1/queryUserInfo';
export const request = z.object({
  userCode: z.string().check(z.minLength(1)),
  sysCode: z.optional(z.string()),
});
export const accountInfo = z.object({
  userCode: z.string(),
  userId: z.string(),
  userName: z.string(),
  phone: z.string(),
  loginAccount: z.string(),
  isStaff: z.boolean(),
  actualName: z.nullable(z.string()),
  identityVerified: z.boolean(),
  branchName: z.nullable(z.string()),
  branchCode: z.nullable(z.string()),
  schanelCode: z.nullable(z.string()),
  managerUserCode: z.nullable(z.string()),
  managerName: z.nullable(z.string()),
  staffName: z.nullable(z.string()),
  licenseNumber: z.nullable(z.string()),
});
export const response = envelope(accountInfo);
export type AccountInfo = z.infer<typeof accountInfo>;
