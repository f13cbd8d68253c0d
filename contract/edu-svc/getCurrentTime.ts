import { z } from 'zod/mini';
import { envelope } from '../envelope';

/** The gateway's current time (China time, 'YYYY-MM-DD HH:mm:ss') and epoch milliseconds. */
export const method = 'GET';
export const path = '/edu-svc/remote/ins/getCurrentTime';
export const responseData = z.object({ currentTime: z.string(), timestamp: z.number() });
export const response = envelope(responseData);
export type ResponseData = z.infer<typeof responseData>;
