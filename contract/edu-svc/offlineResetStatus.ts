import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { offlineInsInfo, recordNo } from './offlineShapes';

/**
 * Reopens a confirmed offline record so the parent can correct it (spec §7 "GET resetStatus/{x}",
 * x = the record number): status 2 → 1 (a verified record stays 1). Only the owner.
 */
export const method = 'GET';
export const path = '/edu-svc/resetStatus/:recordNo';
export const params = z.object({ recordNo });
export const response = envelope(offlineInsInfo);
export const pathFor = (no: string) => `/edu-svc/resetStatus/${encodeURIComponent(no)}`;
