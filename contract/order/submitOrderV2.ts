import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { applicationForm, orderSubmission, readRecord } from './shapes';

/**
 * Submits the order (spec §3 application form). Needs header X-RESUB-TOKEN; a retry with the same
 * token answers the first result. Success: code 0000 with orderCode and applicationFormCode.
 */
export const method = 'POST';
/**
 * The envelope code (with HTTP 409) of a submit built from a manifest version the gateway no longer
 * sells: the product was released anew since the page loaded. The app reloads the product and
 * keeps what was typed (docs/products.md "What buyers see during a release").
 */
export const PRODUCT_UPDATED_CODE = '4091';
export const path = '/order/submitOrder/v2';
export const request = z.extend(orderSubmission, {
  /** One application form (an array of one is accepted too). */
  applicationForms: z.union([applicationForm, z.array(applicationForm).check(z.length(1))]),
  /** Clauses the buyer read and confirmed. */
  readRecords: z.optional(z.array(readRecord)),
  /** The saved draft (暂存单, saveTempForm's serialNo) this order was made from: the order consumes it. */
  tempFormSerialNo: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
});
export const responseData = z.object({
  orderCode: z.string(),
  applicationFormCode: z.string(),
  totalPremium: z.number(),
  status: z.string(),
});
export const response = envelope(responseData);
export type Request = z.input<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
/** Needs header X-RESUB-TOKEN (a one-time token from idg-svc); a retry with the same token replays the first answer. */
export const resubToken = true;
