import { z } from 'zod';
import { envelope } from '../envelope';

/** Signs the commission contract of a product for the user (sandbox e-signature): a real PDF, listed under signed agreements. */
export const method = 'POST';
export const path = '/edu-svc/jzq/api/agreement';
export const request = z.object({
  productCode: z.string().min(1),
  signerName: z.string().trim().min(2).max(40),
  signerIdNo: z.string().trim().min(6).max(30),
  orderCode: z.string().optional(),
});
export const responseData = z.object({ contractNo: z.string(), contractUrl: z.string(), signTime: z.string() });
export const response = envelope(responseData);
export type Request = z.infer<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
