import { z } from 'zod/mini';
import { envelope } from '../envelope';

/**
 * Token refresh (spec §7): the refresh token in the body; the new access token in the
 * `access_token` response header. Refresh tokens rotate: the answer carries the next one and the
 * sent one is used up; sending a used one again revokes the whole login (every token of it) —
 * code 406, the app goes to login. `tokenExpireTime` is epoch milliseconds of the new token's expiry.
 */
export const method = 'POST';
export const path = '/auth-svc/refresh_token';
export const request = z.object({ refreshToken: z.string().check(z.minLength(1), z.maxLength(200)) });
export const response = envelope(z.object({ refreshToken: z.string(), tokenExpireTime: z.number() }));
export const ACCESS_TOKEN_HEADER = 'access_token';
