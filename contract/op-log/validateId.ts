import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { payload } from './validateFace';

/** Checks name + ID number (the engine's ID validator); same obfuscated payload as validate/face. */
export const method = 'POST';
export const path = '/op-log/api/v1/validate/id';
export const request = z.object({ data: z.string().check(z.minLength(1), z.maxLength(4000)) });
export { payload };
export const responseData = z.object({
  checkId: z.string(),
  passed: z.boolean(),
  idNoMasked: z.string(),
  message: z.string(),
});
export const response = envelope(responseData);
export type ResponseData = z.infer<typeof responseData>;
