import { z } from 'zod/mini';
import { envelope } from '../envelope';

/** The colleges (faculties) of a school. */
export const method = 'GET';
export const path = '/edu-svc/schoolinfo/selectSchoolCollege';
export const request = z.object({ schoolId: z.string().check(z.minLength(1)) });
export const responseData = z.object({ schoolId: z.string(), list: z.array(z.string()) });
export const response = envelope(responseData);
export type Request = z.infer<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
