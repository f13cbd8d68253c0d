import { z } from 'zod/mini';
import { envelope } from '../envelope';

/**
 * The user's promoter relation (spec §7): code 0000; data schanelCode, managerUserCode,
 * managerName, licenseNumber. A staff member is their own promoter; a customer gets their manager.
 */
export const method = 'GET';
export const path = '/edu-svc/registerCustomer/queryPromotersInfo';
export const responseData = z.object({
  schanelCode: z.string(),
  managerUserCode: z.string(),
  managerName: z.string(),
  licenseNumber: z.string(),
  customers: z.array(
    z.object({
      customerUserCode: z.string(),
      customerName: z.string(),
      customerPhone: z.string(),
      createTime: z.string(),
    }),
  ),
});
export const response = envelope(responseData);
export type ResponseData = z.infer<typeof responseData>;
