import { z } from 'zod/mini';
import { envelope } from '../envelope';

/** Product codes on sale with their manifest version (content hash); {x} is the channel ('edu'). */
export const method = 'GET';
export const path = '/edu-svc/product/version/getAllValidProductCode/:x';
export const params = z.object({ x: z.string().check(z.minLength(1)) });
export const responseData = z.object({
  list: z.array(z.object({ productCode: z.string(), version: z.string() })),
});
export const response = envelope(responseData);
export type ResponseData = z.infer<typeof responseData>;
export const pathFor = (x: string) =>
  `/edu-svc/product/version/getAllValidProductCode/${encodeURIComponent(x)}`;
