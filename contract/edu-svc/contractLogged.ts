import { z } from 'zod';
import { envelope } from '../envelope';
import { item } from './contractList';

/**
 * spec §7 "GET api/logged/{a}/{b}": whether user {b} has signed the commission contract of product
 * {a} — the latest signed contract (the bailor's ID number masked), or null. Owner only: another user's code answers 404.
 */
export const method = 'GET';
export const path = '/edu-svc/api/logged/:productCode/:userCode';
export const params = z.object({
  productCode: z.string().min(1).max(32),
  userCode: z.string().min(1).max(64),
});
export const pathFor = (productCode: string, userCode: string) =>
  `/edu-svc/api/logged/${encodeURIComponent(productCode)}/${encodeURIComponent(userCode)}`;
export const responseData = z.object({
  signed: item
    .extend({
      bailorName: z.string(),
      bailorIdNo: z.string(),
      contractStart: z.string().nullable(),
      contractEnd: z.string().nullable(),
    })
    .nullable(),
});
export const response = envelope(responseData);
export type ResponseData = z.infer<typeof responseData>;
