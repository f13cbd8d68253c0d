import { z } from 'zod/mini';
import { envelope } from '../envelope';

/**
 * Checks a captcha answer without using it up (spec §7 "GET api/v1.5/vrifyKaptcha?signcode"):
 * `signcode` = the characters read, header `imgcode` = the captcha's key. Wrong answers count
 * (5 → the captcha is dead). Success: code '0000'.
 */
export const method = 'GET';
export const path = '/user-svc/api/v1.5/vrifyKaptcha';
export const request = z.object({ signcode: z.string().check(z.minLength(1), z.maxLength(16)) });
export const response = envelope(z.null());
export type Request = z.infer<typeof request>;
