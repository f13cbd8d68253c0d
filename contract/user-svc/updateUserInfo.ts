import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { userInfo } from './userInfo';
import { isRealDate } from '../civil-date';
import { sharedText } from '../shared-text';

/**
 * Saves the user info (POST api/v1/user/userInfo; spec §3 "User info: actualName, contactAddress,
 * dateOfBirth, imgUrl, sex, userCode"). The contact address follows the shared free-text rule ('' clears
 * it); the date of birth must exist (no 2026-02-30) and, checked by the gateway against its clock,
 * not be after today.
 */
export const method = 'POST';
export const path = '/user-svc/api/v1/user/userInfo';
export const request = z.object({
  userCode: z.string().check(z.minLength(1)),
  actualName: z.optional(z.string().check(z.maxLength(40))),
  contactAddress: z.optional(sharedText(0, 200)),
  dateOfBirth: z.optional(
    z
      .string()
      .check(
        z.regex(/^\d{4}-\d{2}-\d{2}$/, 'gw.input.dateFormat'),
        z.refine(isRealDate, 'gw.input.notRealDate'),
      ),
  ),
  sex: z.optional(z.enum(['0', '1'])),
  /** an avatar uploaded by this user through api/file (its fileUrl) */
  imgUrl: z.optional(z.string().check(z.regex(/^\/_gw\/user-svc\/api\/file\/[\w-]{8,64}$/))),
});
export const response = envelope(userInfo);
export type Request = z.infer<typeof request>;
