import { z } from 'zod/mini';
import { envelope } from '../envelope';

/** Logout: the Authorization header names the session to end. */
export const method = 'POST';
export const path = '/user-svc/api/v1.5/loginOut';
export const request = z._default(z.object({}), {});
export const response = envelope(z.null());
