import { z } from 'zod/mini';
import { envelope } from '../envelope';

/** The start of the next whole hour, China time. */
export const method = 'GET';
export const path = '/edu-svc/common/nextHourTime';
export const responseData = z.object({ nextHourTime: z.string() });
export const response = envelope(responseData);
export type ResponseData = z.infer<typeof responseData>;
