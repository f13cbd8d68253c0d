import { z } from 'zod/mini';
import { envelope } from '../envelope';

/**
 * A session-recording upload (spec §3): serial number, start time, name and the compressed
 * recording (base64 of deflate/gzip bytes, e.g. fflate), stored and linked to the order by serial number.
 */
export const method = 'POST';
export const path = '/op-log/api/v1/raw/json';
export const request = z.object({
  serialNo: z.string().check(z.minLength(1), z.maxLength(64)),
  name: z._default(z.string().check(z.maxLength(100)), 'recording'),
  startTime: z.int(),
  content: z
    .string()
    .check(z.minLength(1), z.maxLength(2_000_000), z.regex(/^[A-Za-z0-9+/=]+$/, 'content must be base64')),
});
export const response = envelope(z.object({ id: z.number(), bytes: z.number(), events: z.number() }));
export type Request = z.input<typeof request>;
