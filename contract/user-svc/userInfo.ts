import { z } from 'zod/mini';
import { envelope } from '../envelope';

/** The user info of spec §3 (GET api/v1/user/userInfo?userCode). */
export const method = 'GET';
export const path = '/user-svc/api/v1/user/userInfo';
export const request = z.object({ userCode: z.string().check(z.minLength(1)) });
export const userInfo = z.object({
  userCode: z.string(),
  actualName: z._default(z.nullable(z.string()), null),
  contactAddress: z._default(z.nullable(z.string()), null),
  dateOfBirth: z._default(z.nullable(z.string()), null),
  imgUrl: z._default(z.nullable(z.string()), null),
  sex: z._default(z.nullable(z.string()), null),
  phone: z.optional(z.string()),
});
export const response = envelope(userInfo);
export type UserInfo = z.infer<typeof userInfo>;
