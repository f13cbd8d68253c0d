import { z } from 'zod/mini';
import { envelope } from '../envelope';

/** Checks an ID number with the engine's validator (format, province, date, checksum): birthday and sex when valid. */
export const method = 'GET';
export const path = '/edu-svc/thirdParty/api/checkByIdCard';
export const request = z.object({
  idCard: z.string().check(z.minLength(1), z.maxLength(30)),
  name: z.optional(z.string().check(z.maxLength(40))),
});
export const responseData = z.object({
  valid: z.boolean(),
  message: z.string(),
  birthday: z.nullable(z.string()),
  sex: z.nullable(z.enum(['0', '1'])),
});
export const response = envelope(responseData);
export type Request = z.infer<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
