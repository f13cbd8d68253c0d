import { z } from 'zod';
import { envelope } from '../envelope';

/**
 * Duplicate-insurance check: is this card already insured for the product in an unpaid, waiting
 * or in-force order whose cover overlaps startDate? code 0000 with repeat false when clear.
 */
export const method = 'POST';
export const path = '/edu-svc/wxb/repeatInsurance';
export const request = z.object({
  cardId: z.string().trim().min(1),
  productCode: z.string().min(1),
  cardType: z.string().min(1),
  channelCode: z.string().default('edu'),
  startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'startDate must start with YYYY-MM-DD'),
  name: z.string().optional(),
});
export const responseData = z.object({ repeat: z.boolean(), orderCodes: z.array(z.string()) });
export const response = envelope(responseData);
export type Request = z.input<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
