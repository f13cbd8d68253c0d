import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { mobile, smsCode } from './shapes';

/**
 * Checks an SMS code without using it up (spec §7 "GET api/v1/appVerification?phoneNum&smsVerificationCode"),
 * e.g. the first step of password recovery; pwdfind then uses the same code.
 */
export const method = 'GET';
export const path = '/user-svc/api/v1/appVerification';
export const request = z.object({ phoneNum: mobile, smsVerificationCode: smsCode });
export const response = envelope(z.null());
export type Request = z.infer<typeof request>;
