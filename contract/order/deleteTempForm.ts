import { z } from 'zod/mini';
import { envelope } from '../envelope';

/** Deletes one saved draft of the user. */
export const method = 'POST';
export const path = '/order/deleteTempForm/:serial';
export const params = z.object({ serial: z.string().check(z.minLength(1), z.maxLength(64)) });
export const response = envelope(z.object({ serialNo: z.string() }));
export const pathFor = (serial: string) => `/order/deleteTempForm/${encodeURIComponent(serial)}`;
/** Needs header X-RESUB-TOKEN (a one-time token from idg-svc); a retry with the same token replays the first answer. */
export const resubToken = true;
