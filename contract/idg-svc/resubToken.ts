import { z } from 'zod/mini';
import { envelope } from '../envelope';

/**
 * A one-time token for X-RESUB-TOKEN (order calls, endorsement submission). Login required; the
 * token belongs to the caller, is valid 30 minutes and is used up by the first call that sends it.
 */
export const method = 'GET';
export const path = '/idg-svc/api/v1/resub_token';
export const response = envelope(z.string().check(z.minLength(1)));
export const RESUB_TOKEN_HEADER = 'X-RESUB-TOKEN';
/** A token unused this long after it was issued is no longer accepted (30 minutes). */
export const RESUB_TOKEN_TTL_MS = 30 * 60 * 1000;
