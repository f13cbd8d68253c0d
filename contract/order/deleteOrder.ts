import { z } from 'zod/mini';
import { envelope } from '../envelope';

/** Removes a closed order (payment timeout, issue failed, cancelled) from the user's lists. Needs X-RESUB-TOKEN. */
export const method = 'POST';
export const path = '/order/deleteOrder';
export const request = z.object({ orderCode: z.string().check(z.minLength(1)) });
export const response = envelope(z.object({ orderCode: z.string() }));
export type Request = z.infer<typeof request>;
/** Needs header X-RESUB-TOKEN (a one-time token from idg-svc); a retry with the same token replays the first answer. */
export const resubToken = true;
