import { z } from 'zod/mini';
import { envelope } from '../envelope';

/** Staff only: one of the promoter's customers with their totals (phone masked). */
export const method = 'GET';
export const path = '/growth/promoter/customers/:customerUserCode';
export const params = z.object({ customerUserCode: z.string().check(z.minLength(1), z.maxLength(64)) });
export const pathFor = (customerUserCode: string) =>
  `/growth/promoter/customers/${encodeURIComponent(customerUserCode)}`;
export const responseData = z.object({
  customerUserCode: z.string(),
  customerName: z.string(),
  customerPhone: z.string(),
  createTime: z.string(),
  level: z.string(),
  orders: z.number(),
  validOrders: z.number(),
  premiumTotal: z.number(),
});
export const response = envelope(responseData);
export type ResponseData = z.infer<typeof responseData>;
