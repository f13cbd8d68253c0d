import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { offlineInsInfo, offlineRelation, recordNo } from './offlineShapes';

/**
 * The parent checks and completes an offline record (spec §7 "POST updateOfflineInsInfo"): the
 * holder (name by the §5 name rule, phone by the §5 phone rule, relation) and the grade and class
 * the school registered. Only the owner, only while the record is verified (status 1).
 */
export const method = 'POST';
export const path = '/edu-svc/updateOfflineInsInfo';
export const request = z.object({
  recordNo,
  holderName: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
  holderPhone: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)),
  relationType: offlineRelation,
  grade: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)),
  className: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)),
});
export const response = envelope(offlineInsInfo);
export type Request = z.infer<typeof request>;
