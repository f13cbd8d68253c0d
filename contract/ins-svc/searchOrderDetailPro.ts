import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { orderDetail } from '../order/shapes';

/** One order of the user by order code. */
export const method = 'GET';
export const path = '/ins-svc/api/v2/applicationforms/searchOrderDetailPro';
export const request = z.object({ orderCode: z.string().check(z.minLength(1)) });
export const response = envelope(orderDetail);
export type Request = z.infer<typeof request>;
