import { z } from 'zod';
import { envelope } from '../envelope';

/** Records that the user agreed to a privacy document. */
export const method = 'POST';
export const path = '/edu-svc/agreePrivacyLog/save';
export const request = z.object({ doc: z.string().trim().min(1).max(100).default('privacy') });
export const response = envelope(z.object({ agreedAt: z.string() }));
export type Request = z.input<typeof request>;
