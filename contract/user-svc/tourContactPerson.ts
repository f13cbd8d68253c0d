import { z } from 'zod/mini';
import { envelope } from '../envelope';

/**
 * The brokerage contact for an area (spec §7 "GET api/v1/tourContactPerson: also looked up by
 * areaCode, channelCode and productCode"): a staff member of the branch the area belongs to, with
 * the details a customer may see (name, phone, licence, branch); null when the branch has none.
 */
export const method = 'GET';
export const path = '/user-svc/api/v1/tourContactPerson';
export const request = z.object({
  areaCode: z.optional(z.string().check(z.regex(/^\d{6}$/))),
  channelCode: z.optional(z.string().check(z.maxLength(32))),
  productCode: z.optional(z.string().check(z.maxLength(32))),
});
export const contact = z.object({
  name: z.string(),
  phone: z.string(),
  licenseNumber: z.string(),
  branchCode: z.string(),
  branchName: z.string(),
});
export const response = envelope(z.nullable(contact));
export type Contact = z.infer<typeof contact>;
