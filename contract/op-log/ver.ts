import { z } from 'zod/mini';
import { envelope } from '../envelope';

/** The tracking version for a client build {x}: ver (the product catalogue's version) and verId (echoes x). */
export const method = 'GET';
export const path = '/op-log/api/v1/ver/edu/sys_edu_wxb_wx/:x';
export const params = z.object({ x: z.string().check(z.minLength(1), z.maxLength(64)) });
export const responseData = z.object({ ver: z.string(), verId: z.string(), products: z.number() });
export const response = envelope(responseData);
export type ResponseData = z.infer<typeof responseData>;
export const pathFor = (x: string) => `/op-log/api/v1/ver/edu/sys_edu_wxb_wx/${encodeURIComponent(x)}`;
