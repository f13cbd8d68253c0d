import { z } from 'zod';
import { envelope } from '../envelope';

/**
 * The brokerage contact for an area (spec §7 "GET api/v1/tourContactPerson: also looked up by
 * areaCode, channelCode and productCode"): a staff member of the branch the area belongs to, with
 * the details a customer may see (name, phone, licence, branch); null when the branch has none.
 */
export const method = 'GET';
export const path = '/user-svc/api/v1/tourContactPerson';
export const request = z.object({
  areaCode: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
  channelCode: z.string().max(32).optional(),
  productCode: z.string().max(32).optional(),
});
export const contact = z.object({
  name: z.string(),
  phone: z.string(),
  licenseNumber: z.string(),
  branchCode: z.string(),
  branchName: z.string(),
});
export const response = envelope(contact.nullable());
export type Contact = z.infer<typeof contact>;
