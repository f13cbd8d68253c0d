import { z } from 'zod/mini';
import { envelope } from '../envelope';

/**
 * Links a signed commission contract to an order of the same product and its cover dates (owner
 * only). The order then carries the commission-contract fields of spec §3 (commissionContractNo,
 * bailorName, bailorIdNo, contractStart, contractEnd, signatureDate). An order already linked to
 * another contract answers 409.
 */
export const method = 'POST';
export const path = '/edu-svc/jzq/api/relate';
export const request = z.object({
  contractNo: z.string().check(z.minLength(1)),
  orderCode: z.string().check(z.minLength(1)),
  startDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}/)),
  endDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}/)),
});
export const responseData = z.object({
  contractNo: z.string(),
  orderCode: z.string(),
  commissionContractNo: z.string(),
  bailorName: z.string(),
  contractStart: z.string(),
  contractEnd: z.string(),
  signatureDate: z.string(),
});
export const response = envelope(responseData);
export type Request = z.infer<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
