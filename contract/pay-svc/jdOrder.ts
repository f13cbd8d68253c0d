import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { trade } from './trades';

/** The latest trade of an order paid through the e-commerce (jd) channel (/paySuccessJD). */
export const method = 'GET';
export const path = '/pay-svc/api/v1/edu/jd/order//:code/1';
export const params = z.object({ code: z.string().check(z.minLength(1)) });
export const response = envelope(trade);
export const pathFor = (code: string) => `/pay-svc/api/v1/edu/jd/order//${encodeURIComponent(code)}/1`;
