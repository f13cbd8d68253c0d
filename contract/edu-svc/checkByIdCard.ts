import { z } from 'zod';
import { envelope } from '../envelope';

/** Checks an ID number with the engine's validator (format, province, date, checksum): birthday and sex when valid. */
export const method = 'GET';
export const path = '/edu-svc/thirdParty/api/checkByIdCard';
export const request = z.object({ idCard: z.string().min(1).max(30), name: z.string().max(40).optional() });
export const responseData = z.object({
  valid: z.boolean(),
  message: z.string(),
  birthday: z.string().nullable(),
  sex: z.enum(['0', '1']).nullable(),
});
export const response = envelope(responseData);
export type Request = z.infer<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
