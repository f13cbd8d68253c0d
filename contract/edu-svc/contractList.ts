import { z } from 'zod/mini';
import { envelope } from '../envelope';

/** Signed agreements of the user (spec §7 signed list): code '0000' and list; the PDF is at /_gw + contractUrl. */
export const method = 'GET';
export const path = '/edu-svc/api/contract_list';
export const request = z.object({ userCode: z.optional(z.string()) });
export const item = z.object({
  contractNo: z.string(),
  signTime: z.string(),
  contractUrl: z.string(),
  userName: z.string(),
  productCode: z.string(),
  orderCode: z.nullable(z.string()),
});
export const responseData = z.object({ list: z.array(item) });
export const response = envelope(responseData);
export type ResponseData = z.infer<typeof responseData>;
