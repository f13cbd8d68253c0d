import { z } from 'zod';
import { format } from '../../engine/messages';

/**
 * Shapes shared by the account calls (spec §3 User). Written by the shell to get the account pages
 * going; the gateway-platform owner refines them.
 */
export const mobile = z.string().regex(/^1[3-9]\d{9}$/, format('validation.mobile'));

/** A 6-digit SMS code (spec: sent by the regMsg calls, 5-minute expiry, single use). */
export const smsCode = z.string().regex(/^\d{6}$/);

/** Password rule of spec §5 (8-16 characters mixing at least 2 kinds) — checked in full by the gateway. */
export const newPassword = z
  .string()
  .min(8, format('validation.password'))
  .max(16, format('validation.password'));

/** What a successful login answers: the tokens and the user fields the app stores (spec §3). */
export const sessionUser = z.object({
  token: z.string().min(1),
  refreshToken: z.string().min(1),
  /** epoch milliseconds when `token` expires */
  tokenExpireTime: z.number(),
  userCode: z.string(),
  userId: z.string(),
  userName: z.string().default(''),
  phone: z.string(),
  loginAccount: z.string(),
  isStaff: z.boolean().default(false),
  branchName: z.string().optional(),
  branchCode: z.string().optional(),
  schanelCode: z.string().optional(),
  managerUserCode: z.string().optional(),
  staffName: z.string().optional(),
  licenseNumber: z.string().optional(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/**
 * How a captcha is tied to its client: the app picks a key (e.g. Date.now()), fetches the image with
 * GET kaptcha?time=<key>, and names that key in the `imgcode` header of the call that needs the
 * captcha (regMsg variants, login), the characters read going in `imageVerificationCode`
 * (or `signcode` for vrifyKaptcha). A captcha is valid 5 minutes, single use, 5 wrong answers.
 */
export const IMGCODE_HEADER = 'imgcode';
export const captchaKey = z.string().regex(/^[\w.-]{1,64}$/);
