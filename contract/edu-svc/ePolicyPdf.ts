import { z } from 'zod/mini';

/**
 * The e-policy PDF (application/pdf) for a token from yj/api/getToken. Not a spec path: the gateway's
 * answer to where getToken's token is spent. An expired or tampered token → HTTP 403 (code 4030);
 * a policy no longer the token holder's → HTTP 404 (code 4040), both as JSON envelopes.
 */
export const method = 'GET';
export const path = '/edu-svc/yj/api/ePolicy';
export const request = z.object({ token: z.string().check(z.minLength(20), z.maxLength(2048)) });
export const urlFor = (token: string) => `${path}?token=${encodeURIComponent(token)}`;
