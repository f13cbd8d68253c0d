import { z } from 'zod/mini';
import { envelope } from '../envelope';

/** Registers the logged-in user as a customer of a promoter (promo code from a shared link). */
export const method = 'POST';
export const path = '/edu-svc/registerCustomer/addCustomer';
export const request = z.object({
  managerUserCode: z.string().check(z.minLength(1)),
  customerName: z.optional(z.string().check(z.maxLength(40))),
});
export const responseData = z.object({
  customerUserCode: z.string(),
  managerUserCode: z.string(),
  created: z.boolean(),
});
export const response = envelope(responseData);
export type Request = z.infer<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
