import { z } from 'zod/mini';
import { envelope } from '../envelope';

/** Downloadable documents of the products (clauses, notices), by product. */
export const method = 'GET';
export const path = '/edu-svc/resNew/productFilePaths';
export const request = z.object({ productCode: z.optional(z.string()) });
export const responseData = z.object({
  list: z.array(
    z.object({ productCode: z.string(), resourceName: z.string(), valueMark: z.string(), url: z.string() }),
  ),
});
export const response = envelope(responseData);
export type Request = z.infer<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
