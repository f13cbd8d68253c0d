import { z } from 'zod/mini';
import { envelope } from '../envelope';

/**
 * Duplicate-insurance check: is this card already insured for the product in an unpaid, waiting
 * or in-force order whose cover overlaps startDate? code 0000 with repeat false when clear.
 */
export const method = 'POST';
export const path = '/edu-svc/wxb/repeatInsurance';
export const request = z.object({
  cardId: z.string().check(z.trim(), z.minLength(1)),
  productCode: z.string().check(z.minLength(1)),
  cardType: z.string().check(z.minLength(1)),
  channelCode: z._default(z.string(), 'edu'),
  startDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}/, 'startDate must start with YYYY-MM-DD')),
  name: z.optional(z.string()),
});
export const responseData = z.object({ repeat: z.boolean(), orderCodes: z.array(z.string()) });
export const response = envelope(responseData);
export type Request = z.input<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
