import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { protocol } from './shapes';

/** The product's protocols: the rules group and the clauses group (spec §3 protocol/clause, §4 protocols). */
export const method = 'GET';
export const path = '/prod-svc/api/v2/notificationInfo/edu';
export const request = z.object({ productCode: z.string().check(z.minLength(1)) });
export const responseData = z.object({
  productCode: z.string(),
  manifestVersion: z.string(),
  rules: z.array(protocol),
  clauses: z.array(protocol),
});
export const response = envelope(responseData);
export type Request = z.infer<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
