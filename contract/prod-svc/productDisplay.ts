import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { planGroup } from './shapes';

/** The plan option groups of a product, with product and project codes (spec §7 product display). */
export const method = 'GET';
export const path = '/prod-svc/api/v1/product_display';
export const request = z.object({ productCode: z.string().check(z.minLength(1)) });
export const responseData = z.object({
  productCode: z.string(),
  productName: z.string(),
  projectCode: z.string(),
  projectName: z.string(),
  manifestVersion: z.string(),
  list: z.array(planGroup),
});
export const response = envelope(responseData);
export type Request = z.infer<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
