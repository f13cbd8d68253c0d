import { z } from 'zod';
import { envelope } from '../envelope';

/**
 * A serial number (spec §7 "GET idg-svc/api/v1/idg3"), e.g. for tracking records and the
 * application form's idempotentSerialNo: 'SN' + China-time yyyyMMddHHmmss + 8 digits, unique.
 */
export const method = 'GET';
export const path = '/idg-svc/api/v1/idg3';
export const serialNo = z.string().regex(/^SN\d{22}$/);
export const response = envelope(serialNo);
