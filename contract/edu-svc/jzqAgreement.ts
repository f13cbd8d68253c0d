import { z } from 'zod/mini';
import { envelope } from '../envelope';

const civilDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD'));

/**
 * Signs the commission contract of a contract-based product (sandbox e-signature): a real PDF,
 * listed under signed agreements. The product must have an account manager (else 400 未配置客户经理);
 * the bailor is the signer (signerName, signerIdNo: a mainland ID number). The term defaults to one
 * year from today. certId: the certificate info (the ID card photo) uploaded through
 * jzq/api/_bai/cloudCertiPerInfo by the caller with the same name and ID number — required, as the
 * app's form requires it: without it any name and ID number could be signed for.
 */
export const method = 'POST';
export const path = '/edu-svc/jzq/api/agreement';
export const request = z.object({
  productCode: z.string().check(z.minLength(1)),
  signerName: z.string().check(z.trim(), z.minLength(2), z.maxLength(40)),
  signerIdNo: z.string().check(z.trim(), z.minLength(6), z.maxLength(30)),
  contractStart: z.optional(civilDate),
  contractEnd: z.optional(civilDate),
  certId: z.string().check(z.regex(/^[\w-]{8,64}$/)),
  orderCode: z.optional(z.string()),
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
