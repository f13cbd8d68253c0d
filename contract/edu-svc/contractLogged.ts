import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { item } from './contractList';

/**
 * spec §7 "GET api/logged/{a}/{b}": whether user {b} has signed the commission contract of product
 * {a} — the latest signed contract (the bailor's ID number masked), or null. Owner only: another user's code answers 404.
 */
export const method = 'GET';
export const path = '/edu-svc/api/logged/:productCode/:userCode';
export const params = z.object({
  productCode: z.string().check(z.minLength(1), z.maxLength(32)),
  userCode: z.string().check(z.minLength(1), z.maxLength(64)),
});
export const pathFor = (productCode: string, userCode: string) =>
  `/edu-svc/api/logged/${encodeURIComponent(productCode)}/${encodeURIComponent(userCode)}`;
export const responseData = z.object({
  signed: z.nullable(
    z.extend(item, {
      bailorName: z.string(),
      bailorIdNo: z.string(),
      contractStart: z.nullable(z.string()),
      contractEnd: z.nullable(z.string()),
    }),
  ),
});
export const response = envelope(responseData);
export type ResponseData = z.infer<typeof responseData>;
