import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { attribute } from './attr';

/** Attributes of one mark (e.g. attrMark=ClassOfEduInsure: the product type titles one/two/three). */
export const method = 'GET';
export const path = '/prod-svc/api/v2/attr/:code/edu';
export const params = z.object({ code: z.string().check(z.minLength(1)) });
export const request = z.object({ attrMark: z.optional(z.string().check(z.minLength(1))) });
export const responseData = z.object({
  productCode: z.string(),
  productCategory1: z.string(),
  productCategory2: z.string(),
  productCategory3: z.string(),
  list: z.array(attribute),
});
export const response = envelope(responseData);
export type Request = z.infer<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
export const pathFor = (code: string) => `/prod-svc/api/v2/attr/${encodeURIComponent(code)}/edu`;
