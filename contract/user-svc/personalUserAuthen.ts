import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { authInfo } from './queryPersonalUserAuthenInfo';

/**
 * Identity verification by name and ID number (spec §7 "POST api/v1/personalUserAuthen"): the name
 * by the §5 name rule, the number by the engine's ID-card validator (pattern, province, date,
 * checksum); birthday and sex are derived from it. idType '0' = resident ID card (the only one
 * verified here). Once verified the identity cannot be replaced. With `checkId` (a face check of the
 * caller that passed, for this name and ID number, within 30 minutes) the identity is also
 * face-verified (docs/identity.md).
 */
export const method = 'POST';
export const path = '/user-svc/api/v1/personalUserAuthen';
export const request = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(40)),
  idNo: z.string().check(z.minLength(1), z.maxLength(32)),
  idType: z._default(z.literal('0'), '0'),
  checkId: z.optional(z.uuid()),
});
export const response = envelope(authInfo);
export type Request = z.input<typeof request>;
