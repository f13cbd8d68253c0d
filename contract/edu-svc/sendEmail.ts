import { z } from 'zod/mini';
import { envelope } from '../envelope';

/**
 * Mail a document to the caller (spec §7 `POST mail/sendEmail?type=99`). Type 99 is the e-policy:
 * the PDF of one of the caller's issued policies goes as an attachment to `email`. Other types are
 * refused (400 naming `type`) until a brokerage defines them.
 */
export const method = 'POST';
export const path = '/edu-svc/mail/sendEmail';
export const query = z.object({ type: z.literal('99', { error: 'gw.input.mailType' }) });
export const request = z.object({
  policyNo: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  email: z.pipe(z.string().check(z.trim(), z.maxLength(254)), z.email()),
});
export const responseData = z.object({
  mailNo: z.string(),
  email: z.string(),
  policyNo: z.string(),
  sendTime: z.string(),
});
export const response = envelope(responseData);
export type Request = z.input<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
