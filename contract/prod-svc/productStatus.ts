import { z } from 'zod/mini';
import { envelope } from '../envelope';

/**
 * Whether a product is on sale at the gateway now: false when its manifest failed its checks at the
 * gateway's start (switched off; the app then shows 产品暂不可售) or the gateway does not know it.
 */
export const method = 'GET';
export const path = '/prod-svc/api/v1/product_status';
export const request = z.object({ productCode: z.string().check(z.minLength(1)) });
export const responseData = z.object({
  productCode: z.string(),
  available: z.boolean(),
  /** The version the gateway sells ('' when not available). */
  manifestVersion: z.string(),
});
export const response = envelope(responseData);
export type Request = z.infer<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
