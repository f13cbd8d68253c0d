import { z } from 'zod/mini';
import { envelope } from '../envelope';

/** Messaging-app OAuth: exchanges the auth code for the buyer's openid (sandboxed). Path: /{appId}/{code}/{state}/{channel}. */
export const method = 'POST';
export const path = '/pay-svc/api/v1/getOpenid/:p0/:p1/:p2/:p3';
export const params = z.object({
  p0: z.string().check(z.minLength(1)),
  p1: z.string().check(z.minLength(1)),
  p2: z.string().check(z.minLength(1)),
  p3: z.string().check(z.minLength(1)),
});
export const responseData = z.object({ openid: z.string() });
export const response = envelope(responseData);
export type ResponseData = z.infer<typeof responseData>;
export const pathFor = (a: string, b: string, c: string, d: string) =>
  `/pay-svc/api/v1/getOpenid/${[a, b, c, d].map(encodeURIComponent).join('/')}`;
