import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { paged, pageRequest } from '../order/shapes';

/** Staff only: orders with their sales-process record (recordings and trail linked by serial number), newest first. */
export const method = 'POST';
export const path = '/growth/sales-records';
export const request = z.object({
  orderCode: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  ...pageRequest,
});
export const item = z.object({
  orderCode: z.string(),
  productCode: z.string(),
  productName: z.string(),
  holderName: z.string(),
  serialNo: z.nullable(z.string()),
  createTime: z.string(),
  recordings: z.number(),
  trailRecords: z.number(),
});
export const responseData = paged(item);
export const response = envelope(responseData);
export type Request = z.input<typeof request>;
export type Item = z.infer<typeof item>;
export type ResponseData = z.infer<typeof responseData>;
