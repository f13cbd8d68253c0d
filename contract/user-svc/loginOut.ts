import { z } from 'zod';
import { envelope } from '../envelope';

/** Logout: the Authorization header names the session to end. */
export const method = 'POST';
export const path = '/user-svc/api/v1.5/loginOut';
export const request = z.object({}).default({});
export const response = envelope(z.null());
