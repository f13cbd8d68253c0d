import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { offlineInsInfo, recordNo } from './offlineShapes';

/**
 * Confirms an offline record (spec §7 "GET updateInsStatus"): status 1 → 2. Needs the holder's
 * name, phone and relation filled in (400 naming the missing one). Only the owner.
 */
export const method = 'GET';
export const path = '/edu-svc/updateInsStatus';
export const request = z.object({ recordNo, insStatus: z.literal('2') });
export const response = envelope(offlineInsInfo);
export type Request = z.infer<typeof request>;
