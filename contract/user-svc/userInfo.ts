import { z } from 'zod';
import { envelope } from '../envelope';

/** The user info of spec §3 (GET api/v1/user/userInfo?userCode). */
export const method = 'GET';
export const path = '/user-svc/api/v1/user/userInfo';
export const request = z.object({ userCode: z.string().min(1) });
export const userInfo = z.object({
  userCode: z.string(),
  actualName: z.string().nullable().default(null),
  contactAddress: z.string().nullable().default(null),
  dateOfBirth: z.string().nullable().default(null),
  imgUrl: z.string().nullable().default(null),
  sex: z.string().nullable().default(null),
  phone: z.string().optional(),
});
export const response = envelope(userInfo);
export type UserInfo = z.infer<typeof userInfo>;
