import { z } from 'zod/mini';
import { envelope } from '../envelope';

/** Sets (or changes) the logged-in user's promoter; ?level is the relation level (1 direct). */
export const method = 'POST';
export const path = '/edu-svc/registerCustomer/setManager';
export const query = z.object({ level: z._default(z.enum(['1', '2']), '1') });
export const request = z.object({ managerUserCode: z.string().check(z.minLength(1)) });
export const response = envelope(z.object({ managerUserCode: z.string(), level: z.string() }));
export type Request = z.infer<typeof request>;
