import { z } from 'zod/mini';
import { envelope } from '../envelope';

/**
 * Records that the user agreed to a privacy document: which document, which version of its text
 * (the app's `privacyTextVersion`), and on which occasion — registration or the first login of an
 * account that has no consent on record (spec §7; issue 6).
 */
export const method = 'POST';
export const path = '/edu-svc/agreePrivacyLog/save';
export const occasions = ['register', 'login'] as const;
export const request = z.object({
  doc: z._default(z.string().check(z.trim(), z.minLength(1), z.maxLength(100)), 'privacy'),
  version: z.string().check(z.regex(/^[\w.-]{1,40}$/, 'version: letters, digits, . _ - (1–40)')),
  occasion: z._default(z.enum(occasions), 'login'),
});
export const responseData = z.object({
  agreedAt: z.string(),
  version: z.string(),
  occasion: z.enum(occasions),
});
export const response = envelope(responseData);
export type Request = z.input<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
