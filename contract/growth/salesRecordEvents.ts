import { z } from 'zod/mini';
import { envelope } from '../envelope';

/**
 * Staff only: the rrweb events of an order's recordings, decompressed and concatenated in upload
 * order (a recording resumed after a page unload continues the same sale), for the Replayer.
 */
export const method = 'GET';
export const path = '/growth/sales-records/:orderCode/events';
export const params = z.object({ orderCode: z.string().check(z.minLength(1), z.maxLength(64)) });
export const pathFor = (orderCode: string) => `/growth/sales-records/${encodeURIComponent(orderCode)}/events`;
/** An rrweb event: type and timestamp are what the Replayer orders by; the rest is rrweb's. */
export const event = z.looseObject({ type: z.number(), timestamp: z.number() });
export const responseData = z.object({ events: z.array(event) });
export const response = envelope(responseData);
export type ResponseData = z.infer<typeof responseData>;
