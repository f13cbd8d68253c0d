import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { orderDetail } from '../order/shapes';

/** One application form of the user by its code (edu-svc variant of ins-svc searchAppDetailPro). */
export const method = 'GET';
export const path = '/edu-svc/application/v1/searchAppDetailPro3';
export const request = z.object({ appCode: z.string().check(z.minLength(1)) });
export const response = envelope(orderDetail);
export type Request = z.infer<typeof request>;
