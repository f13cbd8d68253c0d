import { z } from 'zod/mini';
import { envelope } from '../envelope';

/**
 * Saves (or updates, by serialNo) a draft of the insure form: the saved-drafts list (/zancunList). The
 * draft's product name is the manifest's Chinese name of record, derived by the gateway from productCode
 * (a client's productName is not taken).
 */
export const method = 'POST';
export const path = '/order/saveTempForm/v2';
export const request = z.object({
  serialNo: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  productCode: z.string().check(z.minLength(1)),
  form: z.record(z.string(), z.unknown()),
});
export const responseData = z.object({ serialNo: z.string() });
export const response = envelope(responseData);
export type Request = z.infer<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
/** Needs header X-RESUB-TOKEN (a one-time token from idg-svc); a retry with the same token replays the first answer. */
export const resubToken = true;
