import { z } from 'zod';
import { envelope } from '../envelope';

const civilDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

/**
 * Signs the commission contract of a contract-based product (sandbox e-signature): a real PDF,
 * listed under signed agreements. The product must have an account manager (else 400 未配置客户经理);
 * the bailor is the signer (signerName, signerIdNo: a mainland ID number). The term defaults to one
 * year from today. certId: the certificate info uploaded through jzq/api/_bai/cloudCertiPerInfo.
 */
export const method = 'POST';
export const path = '/edu-svc/jzq/api/agreement';
export const request = z.object({
  productCode: z.string().min(1),
  signerName: z.string().trim().min(2).max(40),
  signerIdNo: z.string().trim().min(6).max(30),
  contractStart: civilDate.optional(),
  contractEnd: civilDate.optional(),
  certId: z
    .string()
    .regex(/^[\w-]{8,64}$/)
    .optional(),
  orderCode: z.string().optional(),
});
export const responseData = z.object({
  contractNo: z.string(),
  contractUrl: z.string(),
  signTime: z.string(),
  bailorName: z.string(),
  /** masked: first 3 and last 4 characters */
  bailorIdNo: z.string(),
  contractStart: z.string(),
  contractEnd: z.string(),
  managerName: z.string(),
});
export const response = envelope(responseData);
export type Request = z.infer<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
