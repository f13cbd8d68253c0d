import { z } from 'zod/mini';
import { envelope } from '../envelope';

/**
 * A serial number (spec §7 "GET idg-svc/api/v1/idg3"), e.g. for tracking records and the
 * application form's idempotentSerialNo: 'SN' + China-time yyyyMMddHHmmss + 18 random digits, unique
 * and unguessable (the sales flow of whoever fetched it owns it: docs/sales-record.md).
 */
export const method = 'GET';
export const path = '/idg-svc/api/v1/idg3';
export const serialNo = z.string().check(z.regex(/^SN\d{32}$/));
export const response = envelope(serialNo);
