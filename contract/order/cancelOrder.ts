import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { policyStatus } from './shapes';

/** Cancels an unpaid order (status 01 → 09). Needs X-RESUB-TOKEN. */
export const method = 'POST';
export const path = '/order/cancelOrder';
export const request = z.object({ orderCode: z.string().check(z.minLength(1)) });
export const responseData = z.object({ orderCode: z.string(), status: policyStatus });
export const response = envelope(responseData);
export type Request = z.infer<typeof request>;
/** Needs header X-RESUB-TOKEN (a one-time token from idg-svc); a retry with the same token replays the first answer. */
export const resubToken = true;
