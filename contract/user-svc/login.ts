import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { mobile, sessionUser, smsCode } from './shapes';

/**
 * Login (spec §7 "POST api/v1/login: credentials in the body, header imgcode"), by password or by
 * SMS code — exactly one of `passWord` / `smsVerificationCode`. A password login also needs the
 * image code: header `imgcode` = the captcha key, `imageVerificationCode` = its characters.
 * An SMS-code login needs no second captcha (the code was sent only after one).
 */
export const method = 'POST';
export const path = '/user-svc/api/v1/login';
export const request = z
  .object({
    loginAccount: mobile,
    passWord: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
    smsVerificationCode: z.optional(smsCode),
    /** the characters of the captcha image fetched with the `imgcode` header's time key */
    imageVerificationCode: z.optional(z.string()),
  })
  .check(
    z.refine((body) => (body.passWord === undefined) !== (body.smsVerificationCode === undefined), {
      message: 'gw.input.passwordOrSms',
      path: ['passWord'],
    }),
  );
export const response = envelope(sessionUser);
export type Request = z.infer<typeof request>;
