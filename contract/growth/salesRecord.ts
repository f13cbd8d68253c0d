import { z } from 'zod/mini';
import { soldCover } from '../order/shapes';
import { envelope } from '../envelope';

/**
 * Staff only: one order's sales-process record — the manifest version and clause texts the buyer
 * confirmed (stored on the order), the tracking trail and the recordings, linked by serial number.
 */
export const method = 'GET';
export const path = '/growth/sales-records/:orderCode';
export const params = z.object({ orderCode: z.string().check(z.minLength(1), z.maxLength(64)) });
export const pathFor = (orderCode: string) => `/growth/sales-records/${encodeURIComponent(orderCode)}`;
export const trailItem = z.object({
  id: z.number(),
  opName: z.string(),
  opNode: z.string(),
  opDetail: z.string(),
  ver: z.string(),
  sysCode: z.string(),
  channelCode: z.string(),
  createTime: z.string(),
});
export const recordingItem = z.object({
  id: z.number(),
  name: z.string(),
  startTime: z.number(),
  events: z.number(),
  bytes: z.number(),
  createTime: z.string(),
});
export const responseData = z.object({
  orderCode: z.string(),
  productCode: z.string(),
  productName: z.string(),
  holderName: z.string(),
  serialNo: z.nullable(z.string()),
  manifestVersion: z.string(),
  createTime: z.string(),
  confirmedClauses: z.array(
    z.object({ resourceName: z.string(), displayNo: z.number(), valueMark: z.string(), content: z.string() }),
  ),
  trail: z.array(trailItem),
  recordings: z.array(recordingItem),
  /** The cover sold, from the archived manifest version (never today's file); null for an order older than the archive. */
  sold: z.optional(z.nullable(soldCover)),
});
export const response = envelope(responseData);
export type ResponseData = z.infer<typeof responseData>;
export type TrailItem = z.infer<typeof trailItem>;
