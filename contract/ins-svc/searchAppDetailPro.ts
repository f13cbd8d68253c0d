import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { orderDetail } from '../order/shapes';

/** One order of the user by application form code. */
export const method = 'POST';
export const path = '/ins-svc/api/v2/applicationforms/searchAppDetailPro';
export const request = z.object({ appCode: z.string().check(z.minLength(1)) });
export const response = envelope(orderDetail);
export type Request = z.infer<typeof request>;
