import { z } from 'zod/mini';
import { format } from '../../engine/messages';
import '../../engine/messages/zh-CN/validation';

/**
 * Shapes shared by the account calls (spec §3 User). Written by the shell to get the account pages
 * going; the gateway-platform owner refines them.
 */
export const mobile = z.string().check(z.regex(/^1[3-9]\d{9}$/, format('validation.mobile')));

/** A 6-digit SMS code (spec: sent by the regMsg calls, 5-minute expiry, single use). */
export const smsCode = z.string().check(z.regex(/^\d{6}$/));

/** Password rule of spec §5 (8-16 characters mixing at least 2 kinds) — checked in full by the gateway. */
export const newPassword = z
  .string()
  .check(z.minLength(8, format('validation.password')), z.maxLength(16, format('validation.password')));

/** What a successful login answers: the tokens and the user fields the app stores (spec §3). */
export const sessionUser = z.object({
  token: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
  /** epoch milliseconds when `token` expires */
  tokenExpireTime: z.number(),
  userCode: z.string(),
  userId: z.string(),
  userName: z._default(z.string(), ''),
  phone: z.string(),
  loginAccount: z.string(),
  isStaff: z._default(z.boolean(), false),
  branchName: z.optional(z.string()),
  branchCode: z.optional(z.string()),
  schanelCode: z.optional(z.string()),
  managerUserCode: z.optional(z.string()),
  staffName: z.optional(z.string()),
  licenseNumber: z.optional(z.string()),
});
export type SessionUser = z.infer<typeof sessionUser>;

/**
 * How a captcha is tied to its client: the app picks a key (e.g. Date.now()), fetches the image with
 * GET kaptcha?time=<key>, and names that key in the `imgcode` header of the call that needs the
 * captcha (regMsg variants, login), the characters read going in `imageVerificationCode`
 * (or `signcode` for vrifyKaptcha). A captcha is valid 5 minutes, single use, 5 wrong answers.
 */
export const IMGCODE_HEADER = 'imgcode';
export const captchaKey = z.string().check(z.regex(/^[\w.-]{1,64}$/));
