import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { item } from './promoterOrders';

/** Staff only: one order attributed to the promoter (achievement, reward and renewal details). */
export const method = 'GET';
export const path = '/growth/promoter/orders/:orderCode';
export const params = z.object({ orderCode: z.string().check(z.minLength(1), z.maxLength(64)) });
export const pathFor = (orderCode: string) => `/growth/promoter/orders/${encodeURIComponent(orderCode)}`;
export const responseData = z.extend(item, {
  renewalLabel: z.string(),
  customerName: z.string(),
  hasSalesRecord: z.boolean(),
});
export const response = envelope(responseData);
export type ResponseData = z.infer<typeof responseData>;
