import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { sharedText } from '../shared-text';

/**
 * Registers the logged-in user as a customer of a promoter (promo code from a shared link). The
 * customer's name is text the promoter (staff) then sees: the shared free-text rule applies.
 */
export const method = 'POST';
export const path = '/edu-svc/registerCustomer/addCustomer';
export const request = z.object({
  managerUserCode: z.string().check(z.minLength(1)),
  customerName: z.optional(sharedText(1, 40)),
});
export const responseData = z.object({
  customerUserCode: z.string(),
  managerUserCode: z.string(),
  created: z.boolean(),
});
export const response = envelope(responseData);
export type Request = z.infer<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
