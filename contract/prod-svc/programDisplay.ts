import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { program } from './shapes';

/** The programs (plans) of a product, flat. */
export const method = 'POST';
export const path = '/prod-svc/api/v1/program_display';
export const request = z.object({ productCode: z.string().check(z.minLength(1)) });
export const responseData = z.object({ productCode: z.string(), list: z.array(program) });
export const response = envelope(responseData);
export type Request = z.infer<typeof request>;
export type ResponseData = z.infer<typeof responseData>;
