import { z } from 'zod/mini';
import { envelope } from '../envelope';

/** Whether the user has not yet agreed to the privacy notice (first login). */
export const method = 'GET';
export const path = '/edu-svc/wxb/isFirstLogin';
export const request = z.object({ userCode: z.optional(z.string()) });
export const responseData = z.object({ isFirstLogin: z.boolean() });
export const response = envelope(responseData);
export type ResponseData = z.infer<typeof responseData>;
