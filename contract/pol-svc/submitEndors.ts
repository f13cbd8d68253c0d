import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { policyStatus } from '../order/shapes';

/** Endorsement: surrender of a waiting or in-force policy. Needs X-RESUB-TOKEN. */
export const method = 'POST';
export const path = '/pol-svc/endorsement/v2/submitEndors';
export const request = z.object({
  policyNo: z.string().check(z.minLength(1)),
  endorType: z._default(z.literal('surrender'), 'surrender'),
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});
export const responseData = z.object({ endorseNo: z.string(), policyNo: z.string(), status: policyStatus });
export const response = envelope(responseData);
export type Request = z.input<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
/** Needs header X-RESUB-TOKEN (a one-time token from idg-svc); a retry with the same token replays the first answer. */
export const resubToken = true;
