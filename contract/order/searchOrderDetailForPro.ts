import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { orderDetail } from './shapes';

/** One order of the user, with its application form and confirmed clauses. */
export const method = 'POST';
export const path = '/order/searchOrderDetailForPro';
export const request = z.object({ orderCode: z.string().check(z.minLength(1)) });
export const response = envelope(orderDetail);
export type Request = z.infer<typeof request>;
