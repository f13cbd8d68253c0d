import { z } from 'zod';
import { envelope } from '../envelope';

/**
 * A session-recording upload (spec §3): serial number, start time, name and the compressed
 * recording (base64 of deflate/gzip bytes, e.g. fflate), stored and linked to the order by serial number.
 */
export const method = 'POST';
export const path = '/op-log/api/v1/raw/json';
export const request = z.object({
  serialNo: z.string().min(1).max(64),
  name: z.string().max(100).default('recording'),
  startTime: z.number().int(),
  content: z
    .string()
    .min(1)
    .max(2_000_000)
    .regex(/^[A-Za-z0-9+/=]+$/, 'content must be base64'),
});
export const response = envelope(z.object({ id: z.number(), bytes: z.number(), events: z.number() }));
export type Request = z.input<typeof request>;
