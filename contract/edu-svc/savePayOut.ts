import { z } from 'zod/mini';
import { envelope } from '../envelope';
import { isRealDate } from '../civil-date';

/** Saves the payout record after submit (payout start time = start date at 00:00:00, spec §5). */
export const method = 'POST';
export const path = '/edu-svc/pay/out/savePayOut';
export const request = z.looseObject({
  appCode: z.string().check(z.minLength(1)),
  payOutStartTime: z
    .string()
    .check(
      z.regex(/^\d{4}-\d{2}-\d{2} 00:00:00$/, 'payOutStartTime must be YYYY-MM-DD 00:00:00'),
      z.refine(isRealDate, 'payOutStartTime is not a real date'),
    ),
  bankName: z.optional(z.string()),
  accountName: z.optional(z.string()),
  accountNo: z.optional(z.string()),
});
export const response = envelope(z.object({ appCode: z.string() }));
export type Request = z.infer<typeof request>;
