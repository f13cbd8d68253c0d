import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { offlineInsInfo } from './offlineShapes';

/**
 * The insured card-number check of the offline channel (spec §7 "GET offline/insInfo/verifyInsuredCardNo"):
 * the parent enters the child's name and ID card number; when both match a record the school
 * registered for the product, the record is bound to the caller (status 0 → 1) and answered.
 * A record bound to another account answers like an unknown one (code 4040), so card numbers
 * cannot be probed. The number is checked by the engine's ID-card validator first (400 naming it).
 */
export const method = 'GET';
export const path = '/edu-svc/offline/insInfo/verifyInsuredCardNo';
export const request = z.object({
  productCode: z.string().check(z.minLength(1), z.maxLength(20)),
  insuredName: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
  insuredCardNo: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)),
});
export const response = envelope(offlineInsInfo);
export type Request = z.infer<typeof request>;
